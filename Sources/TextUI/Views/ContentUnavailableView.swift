/// What an empty screen shows instead of content: a symbol, a title and a description,
/// centered across the width, and the actions' buttons centered one row under them.
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
/// With actions, as SwiftUI's `actions:` (each action on a row of its own):
/// ```swift
/// ContentUnavailableView {
///     Label("通信できません", systemImage: "exclamationmark.triangle")
/// } description: {
///     Text("通信状況を確認してください")
/// } actions: {
///     Button("再試行") {}
/// }.render(width: 30)
/// ```
/// ```text
///               ⚠
///         通信できません
///   通信状況を確認してください
///
///           [ 再試行 ]
/// ```
public struct ContentUnavailableView<Actions: View>: View, PrimitiveView {
    let title: String
    let systemImage: String?
    let description: Text?
    let actions: Actions

    /// A title, with a symbol above it and a description under it, and actions under all.
    public init(
        _ title: String, systemImage: String? = nil, description: Text? = nil,
        @ViewBuilder actions: () -> Actions
    ) {
        self.title = title
        self.systemImage = systemImage
        self.description = description
        self.actions = actions()
    }

    /// SwiftUI's builder spelling: a ``Label`` (its symbol drawn above its title), a
    /// description and actions.
    public init(label: () -> Label, description: () -> Text, @ViewBuilder actions: () -> Actions) {
        let label = label()
        self.init(label.title, systemImage: label.systemImage, description: description(), actions: actions)
    }

    public var body: Never { fatalError("ContentUnavailableView has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        let centered = context.with(\.textAlignment, .center)
        var children: [any LayoutNode] = []
        if let systemImage { children.append(Image(systemName: systemImage).makeNode(centered)) }
        children.append(TextNode(title, context: centered))
        if let description { children.append(description.makeNode(centered)) }
        let message = VStackNode(children: children, alignment: .center)
        let buttons = actions.makeNodes(centered.with(\.stackAxis, .vertical))
        let content = buttons.isEmpty ? message
            : VStackNode(children: [message, VStackNode(children: buttons, alignment: .center)], spacing: 1, alignment: .center)
        return FrameNode.fillingWidth(content, alignment: .center)
    }
}

extension ContentUnavailableView where Actions == EmptyView {
    /// A title, with a symbol above it and a description under it.
    public init(_ title: String, systemImage: String? = nil, description: Text? = nil) {
        self.init(title, systemImage: systemImage, description: description) { EmptyView() }
    }

    /// SwiftUI's builder spelling without actions.
    public init(label: () -> Label, description: () -> Text) {
        self.init(label: label, description: description) { EmptyView() }
    }
}

extension ContentUnavailableView: Sendable where Actions: Sendable {}
