/// Views one below another.
///
/// ```swift
/// VStack(alignment: .leading, spacing: 16) {
///     Text("メール")
///     Text("taro@example.com")
/// }
/// ```
/// ```text
/// メール
///
/// taro@example.com
/// ```
///
/// SwiftUI: @frozen struct VStack<Content> where Content : View
public struct VStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: Int
    let content: Content

    /// - Parameters:
    ///   - alignment: where narrower children sit; centered by default, as in SwiftUI.
    ///   - spacing: the gap between children in points: a row from 12 points up, none by
    ///     default (SwiftUI's default gap of 8 points is less than a row).
    ///
    /// SwiftUI: VStack.init(alignment:spacing:content:)
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing.map(Points.gapRows) ?? 0
        self.content = content()
    }

    /// TextUI only: a view TextUI draws itself has no body.
    public var body: Never { fatalError("VStack has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        VStackNode(children: content.makeNodes(context.with(\.stackAxis, .vertical)), spacing: spacing, alignment: alignment)
    }
}
