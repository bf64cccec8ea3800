/// How a text field, secure field or text editor draws in its context: a box outside lists,
/// a row (title leading, content trailing) in a `List` or `Form` row, the content alone in
/// the `.plain` style.
enum FieldDrawing {
    static func node(title: String, content: String, context: RenderContext) -> any LayoutNode {
        let oneLine = context.with(\.lineLimit, 1)
        switch context.controls.textFieldStyle {
        case .roundedBorder: return FieldNode(content: content, style: context.style)
        case .plain: return TextNode(Line.singleLine(content).text, context: oneLine)
        case .automatic:
            guard context.isInList else { return FieldNode(content: content, style: context.style) }
            let value = TextNode(Line.singleLine(content).text, context: oneLine)
            guard !title.isEmpty, title != content else { return value }
            return LabeledContentNode(title: TextNode(title, context: context), value: value)
        }
    }
}

/// A rounded box one row high around a single line of content. Narrower than five columns it
/// is just the content, cut to fit.
final class FieldNode: LayoutNode {
    let content: Line
    let style: RenderStyle

    init(content: String, style: RenderStyle) {
        self.content = .singleLine(content)
        self.style = style
    }

    var fillsWidth: Bool { true }

    func measure(proposedWidth: Int) -> Int { max(0, proposedWidth) }

    func draw(width: Int) -> [Line] {
        guard width >= 5 else { return [content.truncated(to: width)] }
        let box = style.roundedBox
        let inner = width - 4
        return [
            box.rule(box.topLeft, box.horizontal, box.topRight, inner: width - 2),
            box.row(content.truncated(to: inner, ellipsis: style.ellipsis), inner: inner),
            box.rule(box.bottomLeft, box.horizontal, box.bottomRight, inner: width - 2),
        ]
    }
}
