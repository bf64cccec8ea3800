/// A box of multi-line text: the whole text, wrapped to the box's width. In a `List` or `Form`
/// row, the wrapped text alone, as the row is the box.
///
/// ```swift
/// TextEditor(text: .constant("お茶と電車と\n小さな庭。")).render(width: 16)
/// ```
/// ```text
/// ╭──────────────╮
/// │ お茶と電車と │
/// │ 小さな庭。   │
/// ╰──────────────╯
/// ```
/// SwiftUI: struct TextEditor
public struct TextEditor: View, PrimitiveView {
    let text: Binding<String>

    /// An editor of `text`.
    /// SwiftUI: TextEditor.init(text:)
    public init(text: Binding<String>) {
        self.text = text
    }

    /// SwiftUI: TextEditor.body
    public var body: Never { fatalError("TextEditor has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        let value = text.wrappedValue
        let content = TextNode(context.fieldContent(text: value, placeholder: ""), context: context.with(\.textAlignment, .leading))
        let boxed = !context.isInList || context.controls.textFieldStyle == .roundedBorder
        let shown = DimmedNode.wrapping(content, in: context)
        let drawn: any LayoutNode = boxed ? BoxNode(content: shown, style: context.style) : FrameNode.fillingWidth(shown, alignment: .leading)
        return AccessibilityNode(drawn, shape: .element(AccessibilityElement(label: nil, value: value, control: .textView)))
    }
}

/// Content in a rounded box across the width, one space inside each edge; at least one row.
/// Narrower than five columns, the content alone.
final class BoxNode: LayoutNode {
    let content: any LayoutNode
    let style: RenderStyle

    init(content: any LayoutNode, style: RenderStyle) {
        self.content = content
        self.style = style
    }

    var fillsWidth: Bool { true }
    var readingOrderChildren: [any LayoutNode] { [content] }

    func measure(proposedWidth: Int) -> Int { max(0, proposedWidth) }

    func draw(width: Int) -> [Line] {
        guard width >= 5 else { return content.draw(width: width) }
        let box = style.roundedBox
        let inner = width - 4
        let rows = content.draw(width: inner)
        return [box.rule(box.topLeft, box.horizontal, box.topRight, inner: width - 2)]
            + (rows.isEmpty ? [.empty] : rows).map { box.row($0, inner: inner) }
            + [box.rule(box.bottomLeft, box.horizontal, box.bottomRight, inner: width - 2)]
    }
}
