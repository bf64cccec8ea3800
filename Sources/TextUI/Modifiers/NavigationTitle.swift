extension View {
    /// Puts a navigation bar with `title` above this view, as a navigation stack shows it.
    ///
    /// ```swift
    /// Text("ようこそ").navigationTitle("ホーム").render(width: 20)
    /// ```
    /// ```text
    ///        ホーム
    /// ━━━━━━━━━━━━━━━━━━━━
    /// ようこそ
    /// ```
    public func navigationTitle(_ title: String) -> NavigationTitleView<Self> {
        NavigationTitleView(title: title, content: self)
    }
}

/// A view under a navigation bar. Made by ``View/navigationTitle(_:)``.
public struct NavigationTitleView<Content: View>: View, PrimitiveView {
    let title: String
    let content: Content

    public var body: Never { fatalError("NavigationTitleView has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        StackNode(
            axis: .vertical,
            children: [TextNode(content: title), RuleNode(glyph: context.style.heavyRule), content.makeNode(context)],
            spacing: 0,
            alignment: .leading
        ).centeringFirstChild()
    }
}

private struct CenteredNode: LayoutNode {
    let child: any LayoutNode
    var fillsWidth: Bool { true }
    func measure(proposedWidth: Int) -> Int { proposedWidth }
    func draw(width: Int) -> [Line] { child.draw(width: width).map { $0.aligned(.center, in: width) } }
}

extension StackNode {
    fileprivate func centeringFirstChild() -> StackNode {
        var children = self.children
        if let first = children.first { children[0] = CenteredNode(child: first) }
        return StackNode(axis: axis, children: children, spacing: spacing, alignment: alignment)
    }
}
