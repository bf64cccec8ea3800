extension View {
    /// Disables the controls in this view: they draw disabled (a button's brackets become
    /// parentheses, see ``Button``), read "Dimmed" in the accessibility transcript, and
    /// `@Environment(\.isEnabled)` is `false` inside. `disabled(false)` leaves an ancestor's
    /// `disabled(true)` in force, as in SwiftUI.
    ///
    /// ```swift
    /// VStack(alignment: .leading) {
    ///     Button("Save") {}
    ///     Button("Save") {}.disabled(true)
    /// }.render()
    /// ```
    /// ```text
    /// [ Save ]
    /// ( Save )
    /// ```
    ///
    /// SwiftUI: View.disabled(_:)
    public func disabled(_ disabled: Bool) -> some View {
        DisabledView(content: self, isDisabled: disabled)
    }
}

/// The view ``View/disabled(_:)`` returns: its content with `isEnabled` off and its controls
/// read as dimmed. Several views stay several, as with every environment setting.
struct DisabledView<Content: View>: View, MultiView {
    let content: Content
    let isDisabled: Bool

    var body: Never { fatalError("DisabledView has no body") }

    func makeNodes(_ context: RenderContext) -> [any LayoutNode] {
        guard isDisabled else { return content.makeNodes(context) }
        var context = context
        context.environment.isEnabled = false
        let dimming = { (node: any LayoutNode) in AccessibilityNode.wrapping(node) { $0.dimsControls = true } }
        return content.makeNodes(context).map { node in
            // A disabled section stays a section of its list or form, its rows dimmed.
            guard let section = node as? SectionNode else { return dimming(node) }
            return SectionNode(
                header: section.header, rows: section.rows.map(dimming), footer: section.footer, style: section.style,
                hiddenSeparators: section.hiddenSeparators
            )
        }
    }
}
