/// How a text field, secure field or text editor draws in its context: a box outside lists,
/// the content alone in a `List` or `Form` row (as an iPhone shows it: the title is the
/// placeholder while the field is empty) and in the `.plain` style.
enum FieldDrawing {
    /// `content` is what the field shows: its text, or its placeholder while the text is empty.
    /// With `isMultiline` (a vertical-axis field) the content wraps over as many rows as it
    /// needs (up to the line limit) instead of ending in "…".
    static func node(content: String, isMultiline: Bool = false, context: RenderContext) -> any LayoutNode {
        let oneLine = context.with(\.lineLimit, 1)
        let isDimmed = !context.environment.isEnabled
        let text = DimmedNode.wrapping(
            isMultiline ? TextNode(content, context: context.with(\.textAlignment, .leading)) : TextNode(Line.singleLine(content).text, context: oneLine),
            in: context
        )
        func box() -> any LayoutNode {
            isMultiline ? BoxNode(content: text, style: context.style)
                : FieldNode(content: isDimmed ? "(" + content + ")" : content, style: context.style)
        }
        switch context.controls.textFieldStyle {
        case .roundedBorder: return box()
        case .plain: return text
        case .automatic:
            // In a list or form row an iPhone shows the field alone, its title the placeholder
            // while it is empty: the title labels it beside the text only in a Mac's form.
            return context.isInList ? text : box()
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
