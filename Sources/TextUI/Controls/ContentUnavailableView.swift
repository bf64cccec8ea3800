/// What an empty screen shows instead of content: the label's icon above its title, the
/// description, centered across the width, and the actions centered one row under them.
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
/// SwiftUI: struct ContentUnavailableView<Label, Description, Actions> where Label : View, Description : View, Actions : View
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View, PrimitiveView {
    let label: Label
    let description: Description
    let actions: Actions

    /// A view of a label (its icon drawn above its title), a description and actions.
    /// SwiftUI: ContentUnavailableView.init(label:description:actions:)
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// SwiftUI: ContentUnavailableView.body
    public var body: Never { fatalError("ContentUnavailableView has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        var centered = context.with(\.textAlignment, .center)
        let buttons = actions.makeNodes(centered.with(\.stackAxis, .vertical))
        if case .custom = centered.controls.labelStyle {} else { centered.controls.labelStyle = .iconAbove }
        let message = VStackNode(
            children: label.makeNodes(centered.with(\.stackAxis, .vertical)) + description.makeNodes(centered.with(\.stackAxis, .vertical)),
            alignment: .center
        )
        let content = buttons.isEmpty ? message
            : VStackNode(children: [message, VStackNode(children: buttons, alignment: .center)], spacing: 1, alignment: .center)
        return FrameNode.fillingWidth(content, alignment: .center)
    }
}

extension ContentUnavailableView where Label == TextUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A title with the symbol `name` above it and an optional description under it.
    /// SwiftUI: ContentUnavailableView.init(_:systemImage:description:) (StringProtocol)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { TextUI.Label(title, systemImage: name) }, description: { description })
    }

    /// A title with the symbol `name` above it and an optional description under it.
    /// SwiftUI: ContentUnavailableView.init(_:systemImage:description:) (LocalizedStringKey)
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { TextUI.Label(titleKey, systemImage: name) }, description: { description })
    }
}

extension ContentUnavailableView: Sendable where Label: Sendable, Description: Sendable, Actions: Sendable {}
