/// What an empty screen shows instead of content: a symbol, a title and a description,
/// centered across the width.
///
/// ```swift
/// ContentUnavailableView("注文はありません", systemImage: "tray",
///                        description: Text("注文するとここに表示されます")).render(width: 30)
/// ```
/// ```text
///               ☐
///        注文はありません
///  注文するとここに表示されます
/// ```
public struct ContentUnavailableView: View, PrimitiveView, Sendable {
    let title: String
    let systemImage: String?
    let description: Text?

    public init(_ title: String, systemImage: String? = nil, description: Text? = nil) {
        self.title = title
        self.systemImage = systemImage
        self.description = description
    }

    public var body: Never { fatalError("ContentUnavailableView has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        let centered = context.with(\.textAlignment, .center)
        var children: [any LayoutNode] = []
        if let systemImage { children.append(Image(systemName: systemImage).makeNode(centered)) }
        children.append(TextNode(title, context: centered))
        if let description { children.append(description.makeNode(centered)) }
        return FrameNode.fillingWidth(VStackNode(children: children, alignment: .center), alignment: .center)
    }
}
