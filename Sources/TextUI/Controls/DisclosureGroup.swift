/// A label that shows or hides its content: `▸ Label` while collapsed (the content is hidden, as
/// on screen), `▾ Label` with the content indented under it while expanded. Collapsed unless
/// `isExpanded` says otherwise.
///
/// ```swift
/// VStack(alignment: .leading) {
///     DisclosureGroup("詳細") { Text("非表示") }
///     DisclosureGroup("配送", isExpanded: .constant(true)) { Text("翌日お届け") }
/// }.render(width: 20)
/// ```
/// ```text
/// ▸ 詳細
/// ▾ 配送
///   翌日お届け
/// ```
/// SwiftUI: struct DisclosureGroup<Label, Content> where Label : View, Content : View
public struct DisclosureGroup<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content
    let isExpanded: Bool

    /// A collapsed group of `content` under a label of any view.
    /// SwiftUI: DisclosureGroup.init(content:label:)
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = false
    }

    /// A group of `content` under a label of any view, expanded as `isExpanded` says.
    /// SwiftUI: DisclosureGroup.init(isExpanded:content:label:)
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded.wrappedValue
    }

    /// SwiftUI: DisclosureGroup.body
    public var body: Never { fatalError("DisclosureGroup has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        let unicode = context.style == .unicode
        let mark = TextNode(isExpanded ? (unicode ? "▾" : "v") : (unicode ? "▸" : ">"), context: context.with(\.lineLimit, 1))
        let labelNode = label.makeNode(context)
        let header = AccessibilityNode(
            DimmedNode.wrapping(HStackNode(children: [mark, labelNode], spacing: 1, alignment: .top), in: context),
            shape: .element(AccessibilityElement(label: ControlText.spoken(labelNode), value: (isExpanded ? SystemString.expanded : .collapsed).text(in: context.environment.locale), traits: .isButton))
        )
        guard isExpanded else { return header }
        let rows = content.makeNodes(context.with(\.stackAxis, .vertical))
        let body = InsetNode(child: VStackNode(children: rows, alignment: .leading), top: 0, leading: 2, bottom: 0, trailing: 0)
        return VStackNode(children: [header, body], alignment: .leading)
    }
}

extension DisclosureGroup where Label == Text {
    /// A collapsed group of `content` titled `title`.
    /// SwiftUI: DisclosureGroup.init(_:content:) (StringProtocol)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(String(title)) }
    }

    /// A collapsed group of `content` titled `title`.
    /// SwiftUI: DisclosureGroup.init(_:content:) (LocalizedStringKey)
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A group of `content` titled `title`, expanded as `isExpanded` says.
    /// SwiftUI: DisclosureGroup.init(_:isExpanded:content:) (StringProtocol)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(String(title)) }
    }

    /// A group of `content` titled `title`, expanded as `isExpanded` says.
    /// SwiftUI: DisclosureGroup.init(_:isExpanded:content:) (LocalizedStringKey)
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }
}
