/// What the `…Style` modifiers and `controlSize(_:)` pass down to the controls in a view: one
/// value in the render context, so controls read their settings in one place.
struct ControlSettings {
    var buttonStyle = ResolvedButtonStyle.automatic
    var toggleStyle = ResolvedToggleStyle.automatic
    var pickerStyle = PickerKind.automatic
    var textFieldStyle = TextFieldKind.automatic
    var formStyle = FormKind.automatic
    var labelStyle = ResolvedLabelStyle.automatic
    /// A custom `groupBoxStyle`'s body, or `nil` for the built-in box.
    var groupBoxStyle: ResolvedGroupBoxStyle?
    var progressViewStyle = ResolvedProgressViewStyle.automatic
    var datePickerStyle = DatePickerKind.automatic
    var menuStyle = MenuKind.automatic
    var listStyle = ListKind.grouped
    var controlSize = ControlSize.regular
    /// Set by `labelsHidden()`: controls draw without their labels (a screen reader still reads them).
    var labelsHidden = false
    /// Inside `LabeledContent`'s value: a text field shows its text (or placeholder) alone.
    var isLabeledValue = false
    /// Set by `horizontalRadioGroupLayout()`: a radio group's options on one row.
    var radioGroupIsHorizontal = false
    /// Set by `menuIndicator(.hidden)`: menus draw without their `⌄`.
    var hidesMenuIndicator = false
    /// Inside a toolbar's items: a badge stands right after its item, as a bar shows a count on
    /// its icon, not at the end of a row.
    var isInToolbar = false
}
