/// Content grouped in a box, with an optional label as the box's first row.
///
/// ```swift
/// GroupBox("ご注文") {
///     Text("抹茶ラテ × 2")
/// }.render(width: 18)
/// ```
/// ```text
/// ╭────────────────╮
/// │ ご注文         │
/// │ 抹茶ラテ × 2   │
/// ╰────────────────╯
/// ```
/// SwiftUI: struct GroupBox<Label, Content> where Label : View, Content : View
public struct GroupBox<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content

    /// A box of `content` under a label of any view.
    /// SwiftUI: GroupBox.init(content:label:)
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// SwiftUI: GroupBox.body
    public var body: Never { fatalError("GroupBox has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        if let style = context.controls.groupBoxStyle {
            let configuration = GroupBoxStyleConfiguration(
                label: GroupBoxStyleConfiguration.Label { [label] in label.makeNodes($0) },
                content: GroupBoxStyleConfiguration.Content { [content] in content.makeNodes($0) }
            )
            var inner = context
            inner.controls.groupBoxStyle = nil
            return EnvironmentValues.with(context.environment) { style.makeBody(configuration) }.makeNode(inner)
        }
        let inner = context.with(\.stackAxis, .vertical).with(\.isInList, false)
        let rows = label.makeNodes(inner) + content.makeNodes(inner)
        return BoxNode(content: VStackNode(children: rows, alignment: .leading), style: context.style)
    }
}

extension GroupBox {
    /// A box of `content` under `label` (the older form, before iOS 14's `content:label:`).
    ///
    /// SwiftUI: init(label: Label, @ViewBuilder content: () -> Content)
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.init(content: content) { label }
    }
}

extension GroupBox where Label == EmptyView {
    /// A box of `content`.
    /// SwiftUI: GroupBox.init(content:)
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    /// A box of `content` titled `title`.
    /// SwiftUI: GroupBox.init(_:content:) (StringProtocol)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(String(title)) }
    }

    /// A box of `content` titled `title`.
    /// SwiftUI: GroupBox.init(_:content:) (LocalizedStringKey)
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
}
