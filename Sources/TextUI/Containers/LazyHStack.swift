/// Views side by side, made as they scroll into view in SwiftUI; text draws every one, as
/// ``HStack`` does.
///
/// ```swift
/// LazyHStack(spacing: 16) { Text("Mon"); Text("Tue") }
/// ```
/// ```text
/// Mon  Tue
/// ```
///
/// SwiftUI: LazyHStack
public struct LazyHStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: Int
    let content: Content

    /// SwiftUI: LazyHStack.init(alignment:spacing:pinnedViews:content:)
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing.map(Points.gapColumns) ?? 1
        self.content = content()
    }

    /// SwiftUI: LazyHStack.body
    public var body: Never { fatalError("LazyHStack has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        HStackNode(children: content.makeNodes(context.with(\.stackAxis, .horizontal)), spacing: spacing, alignment: alignment)
    }
}
