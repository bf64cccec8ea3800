/// A control that opens a URL: its label with `↗` after it (`->` in ASCII). A screen reader
/// reads it as a link.
///
/// ```swift
/// Link("利用規約", destination: URL(string: "https://example.com/terms")!)
/// ```
/// ```text
/// 利用規約 ↗
/// ```
/// SwiftUI: struct Link<Label> where Label : View
public struct Link<Label: View>: View, PrimitiveView {
    let label: Label
    let destination: URL

    /// A link to `destination` whose label is any view.
    /// SwiftUI: Link.init(destination:label:)
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination
    }

    /// SwiftUI: Link.body
    public var body: Never { fatalError("Link has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        let labelNode = label.makeNode(context)
        let mark = TextNode(context.style == .unicode ? "↗" : "->", context: context.with(\.lineLimit, 1))
        let drawn = DimmedNode.wrapping(HStackNode(children: [labelNode, mark], spacing: 1, alignment: .top), in: context)
        let element = AccessibilityElement(label: ControlText.spoken(labelNode), traits: .isLink)
        return AccessibilityNode(drawn, shape: .element(element))
    }
}

extension Link where Label == Text {
    /// A link to `destination` titled `title`.
    /// SwiftUI: Link.init(_:destination:) (StringProtocol)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(String(title)) }
    }

    /// A link to `destination` titled `title`.
    /// SwiftUI: Link.init(_:destination:) (LocalizedStringKey)
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }
}
