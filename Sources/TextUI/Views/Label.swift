/// A title with a symbol before it; the title wraps beside the symbol.
///
/// ```swift
/// Label("設定", systemImage: "gearshape")
/// ```
/// ```text
/// ⚙ 設定
/// ```
public struct Label: View, PrimitiveView, Sendable {
    let title: String
    let systemImage: String

    public init(_ title: String, systemImage: String) {
        self.title = title
        self.systemImage = systemImage
    }

    public var body: Never { fatalError("Label has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        let drawn = HStackNode(
            children: [Image(systemName: systemImage).makeNode(context), TextNode(title, context: context)],
            spacing: 1,
            alignment: .top
        )
        // A screen reader reads a label's title, not its symbol, as SwiftUI does.
        return AccessibilityNode(drawn, shape: .element(AccessibilityElement(label: title, traits: .isStaticText)))
    }
}
