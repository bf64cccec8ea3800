/// Views side by side; a `Spacer` between them pushes them apart, a `Divider` between them is
/// a vertical rule.
///
/// ```swift
/// HStack(alignment: .top) {
///     Text("名前")
///     Divider()
///     Text("山田 太郎")
/// }.render(width: 12)
/// ```
/// ```text
/// 名前 │ 山田
///      │ 太郎
/// ```
///
/// SwiftUI: @frozen struct HStack<Content> where Content : View
public struct HStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: Int
    let content: Content

    /// - Parameters:
    ///   - alignment: where shorter children sit; centered by default.
    ///   - spacing: the gap between children in points: at least one column when positive,
    ///     one column by default.
    ///
    /// SwiftUI: HStack.init(alignment:spacing:content:)
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing.map(Points.gapColumns) ?? 1
        self.content = content()
    }

    /// TextUI only: a view TextUI draws itself has no body.
    public var body: Never { fatalError("HStack has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        HStackNode(children: content.makeNodes(context.with(\.stackAxis, .horizontal)), spacing: spacing, alignment: alignment)
    }
}
