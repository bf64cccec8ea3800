/// A button that opens a list of actions: drawn as its label with `⌄` after it, as a button
/// draws (brackets, or plain in a bar or `List` row). The actions are not drawn (the menu is
/// closed), but a screen reader reaches them: they follow the menu in the transcript.
///
/// ```swift
/// Menu("並べ替え") {
///     Button("新しい順") {}
///     Button("古い順") {}
/// }.render()
/// ```
/// ```text
/// [ 並べ替え ⌄ ]
/// ```
/// SwiftUI: struct Menu<Label, Content> where Label : View, Content : View
public struct Menu<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content

    /// A menu of `content` whose label is any view.
    /// SwiftUI: Menu.init(content:label:)
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// A menu of `content` whose label is any view, with an action for a plain tap.
    /// SwiftUI: Menu.init(content:label:primaryAction:)
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: label)
    }

    /// SwiftUI: Menu.body
    public var body: Never { fatalError("Menu has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        let marker = context.controls.hidesMenuIndicator ? nil : context.style.menuMarker
        let label = ButtonStyleConfiguration.Label { [label] context in
            let mark = marker.map { [TextNode($0, context: context.with(\.lineLimit, 1))] } ?? []
            return [HStackNode(children: label.makeNodes(context) + mark, spacing: 1, alignment: .top)]
        }
        let style: ResolvedButtonStyle = switch context.controls.menuStyle {
        case .button: .bordered
        case .borderless: .plain
        case .automatic: context.controls.buttonStyle
        }
        let drawn: any LayoutNode = switch style {
        case .custom, .primitive: ButtonNode.make(label: label, style: .automatic, context: context)
        default: ButtonNode.make(label: label, style: style, context: context)
        }
        let labelNode = self.label.makeNode(context)
        let menu = AccessibilityElement(label: ControlText.spoken(labelNode), control: .popUpButton)
        let items = AccessibilityTree.elements(of: VStackNode(children: content.makeNodes(context.with(\.isInList, false)), alignment: .leading))
        return AccessibilityNode(drawn, shape: .elements([menu] + items))
    }
}

extension Menu where Label == Text {
    /// A menu of `content` titled `title`.
    /// SwiftUI: Menu.init(_:content:) (StringProtocol)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(String(title)) }
    }

    /// A menu of `content` titled `title`.
    /// SwiftUI: Menu.init(_:content:) (LocalizedStringKey)
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A menu of `content` titled `title`, with an action for a plain tap.
    /// SwiftUI: Menu.init(_:content:primaryAction:) (StringProtocol)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content) { Text(String(title)) }
    }

    /// A menu of `content` titled `title`, with an action for a plain tap.
    /// SwiftUI: Menu.init(_:content:primaryAction:) (LocalizedStringKey)
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content) { Text(titleKey) }
    }
}

extension Menu where Label == TextUI.Label<Text, Image> {
    /// A menu of `content` titled `title` after a symbol.
    /// SwiftUI: Menu.init(_:systemImage:content:) (StringProtocol)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { TextUI.Label(title, systemImage: systemImage) }
    }

    /// A menu of `content` titled `title` after a symbol.
    /// SwiftUI: Menu.init(_:systemImage:content:) (LocalizedStringKey)
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { TextUI.Label(titleKey, systemImage: systemImage) }
    }
}
