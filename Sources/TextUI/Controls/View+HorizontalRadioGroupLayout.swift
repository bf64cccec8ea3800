extension View {
    /// Lays the options of radio-group pickers in this view on one row (a Mac's aspect-ratio
    /// choice), rather than one under another.
    ///
    /// ```swift
    /// Picker("", selection: .constant(1)) {
    ///     Text("4:3").tag(0); Text("16:9").tag(1)
    /// }.pickerStyle(.radioGroup).horizontalRadioGroupLayout().render(width: 24)
    /// ```
    /// ```text
    /// ( ) 4:3  (●) 16:9
    /// ```
    ///
    /// SwiftUI: func horizontalRadioGroupLayout() -> some View
    public func horizontalRadioGroupLayout() -> some View {
        EnvironmentModifiedView(self) { $0.controls.radioGroupIsHorizontal = true }
    }
}
