/// A text entry box across the width: the value, or while the value is empty the prompt (or
/// else the title). A value too long for the box ends in "…". In a `List` or `Form` row it is
/// the title at the leading edge and the value (or prompt) at the trailing edge, without a box.
///
/// ```swift
/// TextField("メールアドレス", text: .constant("taro@example.com")).render(width: 24)
/// ```
/// ```text
/// ╭──────────────────────╮
/// │ taro@example.com     │
/// ╰──────────────────────╯
/// ```
/// In a form, with a prompt:
/// ```swift
/// Form {
///     TextField("名前", text: .constant("愛子"))
///     TextField("メール", text: .constant(""), prompt: Text("you@example.com"))
/// }.render(width: 28)
/// ```
/// ```text
/// ╭──────────────────────────╮
/// │ 名前                愛子 │
/// ├──────────────────────────┤
/// │ メール   you@example.com │
/// ╰──────────────────────────╯
/// ```
/// SwiftUI: struct TextField<Label> where Label : View
public struct TextField<Label: View>: View, PrimitiveView {
    let label: Label
    /// The value shown, written in a locale (a formatted value in the locale drawn in).
    let value: (Locale) -> String
    let prompt: Text?
    var axis = Axis.horizontal

    /// A field for `text`, labelled with any view.
    /// SwiftUI: TextField.init(text:prompt:label:)
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.value = { _ in text.wrappedValue }
        self.prompt = prompt
    }

    /// A field for `text` that grows along `axis`: `.vertical` wraps the text over more rows.
    /// SwiftUI: TextField.init(text:prompt:axis:label:)
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label)
        self.axis = axis
    }

    /// A field for a value shown through `format` (a number, a date), labelled with any view.
    /// SwiftUI: TextField.init(value:format:prompt:label:)
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        self.label = label()
        self.value = { ControlFormat.string(value.wrappedValue, format: format, in: $0) }
        self.prompt = prompt
    }

    /// A field for an optional value shown through `format`, empty while the value is `nil`.
    /// SwiftUI: TextField.init(value:format:prompt:label:) (optional value)
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        self.label = label()
        self.value = { locale in value.wrappedValue.map { ControlFormat.string($0, format: format, in: locale) } ?? "" }
        self.prompt = prompt
    }

    /// A field for a value shown through a Foundation `Formatter`, labelled with any view.
    /// SwiftUI: TextField.init(value:formatter:prompt:label:)
    public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.value = { ControlFormat.string(value.wrappedValue, formatter: formatter, in: $0) }
        self.prompt = prompt
    }

    /// SwiftUI: TextField.body
    public var body: Never { fatalError("TextField has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        let title = ControlText.plain(label.makeNode(context))
        let text = value(context.environment.locale)
        let placeholder = prompt.map { ControlText.plain($0.makeNode(context)) } ?? title
        let drawn = FieldDrawing.node(
            title: title, content: context.fieldContent(text: text, placeholder: placeholder), showsTitle: text.isEmpty && prompt == nil,
            isMultiline: axis == .vertical, context: context
        )
        return AccessibilityNode(drawn, shape: .element(AccessibilityElement(label: title, value: text, control: .textField)))
    }
}

extension TextField where Label == Text {
    /// A field for `text` titled `title`; the title is the placeholder while `text` is empty.
    /// SwiftUI: TextField.init(_:text:) (StringProtocol)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(String(title)) }
    }

    /// A field for `text` titled `title`; the title is the placeholder while `text` is empty.
    /// SwiftUI: TextField.init(_:text:) (LocalizedStringKey)
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }

    /// A field for `text` titled `title`, showing `prompt` while `text` is empty.
    /// SwiftUI: TextField.init(_:text:prompt:) (StringProtocol)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(String(title)) }
    }

    /// A field for `text` titled `title`, showing `prompt` while `text` is empty.
    /// SwiftUI: TextField.init(_:text:prompt:) (LocalizedStringKey)
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    /// A field for `text` titled `title` that grows along `axis`.
    /// SwiftUI: TextField.init(_:text:axis:) (StringProtocol)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, axis: axis) { Text(String(title)) }
    }

    /// A field for `text` titled `title` that grows along `axis`.
    /// SwiftUI: TextField.init(_:text:axis:) (LocalizedStringKey)
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, axis: axis) { Text(titleKey) }
    }

    /// A field for `text` titled `title`, showing `prompt` while empty, that grows along `axis`.
    /// SwiftUI: TextField.init(_:text:prompt:axis:) (StringProtocol)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis) { Text(String(title)) }
    }

    /// A field for `text` titled `title`, showing `prompt` while empty, that grows along `axis`.
    /// SwiftUI: TextField.init(_:text:prompt:axis:) (LocalizedStringKey)
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis) { Text(titleKey) }
    }

    /// The older spelling, with editing and commit callbacks (never called in a drawing).
    /// SwiftUI: TextField.init(_:text:onEditingChanged:onCommit:) (StringProtocol)
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(text: text, prompt: nil) { Text(String(title)) }
    }

    /// The older spelling, with editing and commit callbacks (never called in a drawing).
    /// SwiftUI: TextField.init(_:text:onEditingChanged:onCommit:) (LocalizedStringKey)
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }

    /// A field for a value shown through `format`, titled `title`.
    /// SwiftUI: TextField.init(_:value:format:prompt:) (StringProtocol)
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(String(title)) }
    }

    /// A field for a value shown through `format`, titled `title`.
    /// SwiftUI: TextField.init(_:value:format:prompt:) (LocalizedStringKey)
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(titleKey) }
    }

    /// A field for a value shown through a Foundation `Formatter`, titled `title`.
    /// SwiftUI: TextField.init(_:value:formatter:) (StringProtocol)
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(value: value, formatter: formatter, prompt: nil) { Text(String(title)) }
    }

    /// A field for a value shown through a Foundation `Formatter`, titled `title`.
    /// SwiftUI: TextField.init(_:value:formatter:) (LocalizedStringKey)
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(value: value, formatter: formatter, prompt: nil) { Text(titleKey) }
    }

    /// The older spelling, with editing and commit callbacks (never called in a drawing).
    /// SwiftUI: TextField.init(_:value:formatter:onEditingChanged:onCommit:) (StringProtocol)
    @_disfavoredOverload
    public init<S: StringProtocol, V>(
        _ title: S, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(value: value, formatter: formatter, prompt: nil) { Text(String(title)) }
    }

    /// The older spelling, with editing and commit callbacks (never called in a drawing).
    /// SwiftUI: TextField.init(_:value:formatter:onEditingChanged:onCommit:) (LocalizedStringKey)
    public init<V>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(value: value, formatter: formatter, prompt: nil) { Text(titleKey) }
    }

    /// A field for a value shown through a Foundation `Formatter`, titled `title`, with a prompt.
    /// SwiftUI: TextField.init(_:value:formatter:prompt:) (StringProtocol)
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(value: value, formatter: formatter, prompt: prompt) { Text(String(title)) }
    }

    /// A field for a value shown through a Foundation `Formatter`, titled `title`, with a prompt.
    /// SwiftUI: TextField.init(_:value:formatter:prompt:) (LocalizedStringKey)
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(value: value, formatter: formatter, prompt: prompt) { Text(titleKey) }
    }

    /// A field for an optional value shown through `format`, titled `title`.
    /// SwiftUI: TextField.init(_:value:format:prompt:) (StringProtocol, optional value)
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(String(title)) }
    }

    /// A field for an optional value shown through `format`, titled `title`.
    /// SwiftUI: TextField.init(_:value:format:prompt:) (LocalizedStringKey, optional value)
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(titleKey) }
    }
}
