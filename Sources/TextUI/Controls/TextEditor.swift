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
        // An editor takes the height its frame gives it, its text at the top, as SwiftUI's does.
        let shown = TopFillingNode(DimmedNode.wrapping(content, in: context))
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
    var fillsHeight: Bool { content.fillsHeight }
    var readingOrderChildren: [any LayoutNode] { [content] }

    func measure(proposedWidth: Int) -> Int { max(0, proposedWidth) }

    func draw(width: Int) -> [Line] {
        guard width >= 5 else { return content.draw(width: width) }
        return boxed(content.draw(width: width - 4), width: width)
    }

    /// Content that grows (an editor under a frame) takes the rows inside the box.
    func draw(width: Int, height: Int) -> [Line] {
        guard width >= 5, content.fillsHeight, height > 2 else { return draw(width: width).fitted(toHeight: height) }
        return boxed(content.draw(width: width - 4, height: height - 2), width: width).fitted(toHeight: height)
    }

    private func boxed(_ rows: [Line], width: Int) -> [Line] {
        let box = style.roundedBox
        let inner = width - 4
        return [box.rule(box.topLeft, box.horizontal, box.topRight, inner: width - 2)]
            + (rows.isEmpty ? [.empty] : rows).map { box.row($0, inner: inner) }
            + [box.rule(box.bottomLeft, box.horizontal, box.bottomRight, inner: width - 2)]
    }
}

/// Content that takes any height offered, drawn at the top with empty rows under it.
final class TopFillingNode: LayoutNode {
    let content: any LayoutNode

    init(_ content: any LayoutNode) {
        self.content = content
    }

    var fillsWidth: Bool { content.fillsWidth }
    var fillsHeight: Bool { true }
    var readingOrderChildren: [any LayoutNode] { [content] }

    func measure(proposedWidth: Int) -> Int { content.measure(proposedWidth: proposedWidth) }
    func draw(width: Int) -> [Line] { content.draw(width: width) }
    func draw(width: Int, height: Int) -> [Line] { content.draw(width: width).fitted(toHeight: height) }
}
