extension View {
    /// What a screen reader reads in place of this view: the elements of `representation`, a
    /// view that is never drawn (a custom control read as the standard one it behaves like).
    ///
    /// ```swift
    /// HStack { Text("Volume"); Text("▮▮▮▯▯") }
    ///     .accessibilityRepresentation { Slider(value: .constant(0.6)) { Text("Volume") } }
    /// ```
    /// draws `Volume ▮▮▮▯▯` and reads as the slider reads: one adjustable element, Volume.
    ///
    /// SwiftUI: func accessibilityRepresentation<V>(@ContentBuilder representation: () -> V) -> some View where V : View
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        let representation = representation()
        return ModifiedView(self) { content, context in
            let read = AccessibilityTree.elements(of: representation.makeNode(context))
            return AccessibilityNode(content.makeNode(context), shape: .elements(read))
        }
    }

    /// Actions a screen reader offers on this view, named by the buttons of `content`
    /// (which is never drawn), read among the element's actions.
    ///
    /// ```swift
    /// Text("Ben: lunch?").accessibilityActions {
    ///     Button("Reply") {}
    ///     Button("Mark as read") {}
    /// }
    /// ```
    /// ```text
    /// Text: Ben: lunch?
    ///   Actions: Reply, Mark as read
    /// ```
    ///
    /// SwiftUI: func accessibilityActions<Content>(@ViewBuilder _ content: () -> Content) -> some View where Content : View
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        let actions = content()
        return ModifiedView(self) { base, context in
            let names = AccessibilityTree.elements(of: actions.makeNode(context)).compactMap(\.label)
            return AccessibilityNode.wrapping(base.makeNode(context)) { $0.addedActions += names }
        }
    }
}
