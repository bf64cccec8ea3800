extension View {
    /// An inspector beside the content on a wide screen; a phone presents it as a sheet, and so
    /// is it drawn: over the screen while `isPresented` is true.
    ///
    /// ```swift
    /// Text("Photo").inspector(isPresented: .constant(true)) { Text("Taken in Kyoto") }.render(width: 18)
    /// ```
    /// ```text
    /// Photo
    /// ╭──────━━━───────╮
    /// │ Taken in Kyoto │
    /// ```
    ///
    /// SwiftUI: View.inspector(isPresented:content:)
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        let inspector = content()
        return sheet(isPresented: isPresented) { inspector }
    }

    /// The width of an inspector's column; a phone's sheet is as wide as the screen.
    ///
    /// SwiftUI: View.inspectorColumnWidth(min:ideal:max:)
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }

    /// SwiftUI: View.inspectorColumnWidth(_:)
    public func inspectorColumnWidth(_ width: CGFloat) -> some View { self }
}
