extension View {
    /// Draws the controls in this view without their labels: a toggle is its switch, a picker
    /// its chosen option, a date picker its date, a gauge or progress view its bar. A screen
    /// reader still reads the labels.
    ///
    /// ```swift
    /// VStack(alignment: .leading) {
    ///     Toggle("通知", isOn: .constant(true)).labelsHidden()
    ///     Picker("色", selection: .constant(1)) { Text("赤").tag(1) }.labelsHidden()
    /// }.render(width: 12)
    /// ```
    /// ```text
    /// ( ●)
    /// 赤 ⌄
    /// ```
    /// SwiftUI: View.labelsHidden()
    public func labelsHidden() -> some View {
        EnvironmentModifiedView(self) { $0.controls.labelsHidden = true }
    }
}
