/// How a text field, secure field or text editor draws in its context: a box outside lists,
/// a row (title leading, content trailing) in a `List` or `Form` row, the content alone in
/// the `.plain` style and beside other views in a row's `HStack`.
enum FieldDrawing {
    /// With `isMultiline` (a vertical-axis field) the content wraps over as many rows as it
    /// needs (up to the line limit) instead of ending in "…".
    /// With `showsTitle` the content is the title itself, shown while the field is empty (after
    /// the caret while it is focused): a list row shows it once, not beside itself.
    static func node(title: String, content: String, showsTitle: Bool, isMultiline: Bool = false, context: RenderContext) -> any LayoutNode {
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
            guard context.isInList else { return box() }
            let value = text
            // In an HStack the row's other views label the field (`Text("Username"); Spacer();
            // TextField(…)`): the content alone, as it shows there.
            guard !title.isEmpty, !showsTitle, title != content, !context.controls.labelsHidden, !context.controls.isLabeledValue,
                  context.stackAxis != .horizontal else { return value }
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
