/// Views one below another.
///
/// ```swift
/// VStack(alignment: .leading, spacing: 1) {
///     Text("メール")
///     Text("taro@example.com")
/// }
/// ```
/// ```text
/// メール
///
/// taro@example.com
/// ```
public struct VStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: Int
    let content: Content

    /// - Parameters:
    ///   - alignment: where narrower children sit; centered by default, as in SwiftUI.
    ///   - spacing: empty rows between children (0 by default).
    public init(alignment: HorizontalAlignment = .center, spacing: Int = 0, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { fatalError("VStack has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        VStackNode(children: content.makeNodes(context.with(\.stackAxis, .vertical)), spacing: spacing, alignment: alignment)
    }
}
