/// Header, rows in a rounded box with a rule between rows, footer. The box needs five columns;
/// narrower, rows are drawn plain with rules between them.
final class SectionNode: LayoutNode {
    let header: (any LayoutNode)?
    let rows: [any LayoutNode]
    let footer: (any LayoutNode)?
    let style: RenderStyle

    init(header: (any LayoutNode)?, rows: [any LayoutNode], footer: (any LayoutNode)?, style: RenderStyle) {
        self.header = header
        self.rows = rows
        self.footer = footer
        self.style = style
    }

    var fillsWidth: Bool { true }

    func measure(proposedWidth: Int) -> Int { max(0, proposedWidth) }

    func draw(width: Int) -> [Line] {
        var lines: [Line] = []
        draw(width: width, into: &lines)
        return lines
    }

    /// Appends this section's rows to `lines`, so a long list is built in one array.
    func draw(width: Int, into lines: inout [Line]) {
        guard width > 0 else { return }
        let boxed = width >= 5
        let inner = boxed ? width - 4 : width
        let indent = min(2, width - 1)
        let box = style.roundedBox
        if let header {
            for line in header.draw(width: width - indent) { lines.append(.spaces(indent) + line) }
        }
        if !rows.isEmpty {
            if boxed { lines.append(box.rule(box.topLeft, box.horizontal, box.topRight, inner: width - 2)) }
            for (index, row) in rows.enumerated() {
                if index > 0 {
                    lines.append(boxed ? box.rule(box.teeRight, box.horizontal, box.teeLeft, inner: width - 2)
                                       : .repeating(style.horizontalRule, width: width))
                }
                for line in row.draw(width: inner) {
                    lines.append(boxed ? box.row(line, inner: inner) : line)
                }
            }
            if boxed { lines.append(box.rule(box.bottomLeft, box.horizontal, box.bottomRight, inner: width - 2)) }
        }
        if let footer {
            for line in footer.draw(width: width - indent) { lines.append(.spaces(indent) + line) }
        }
    }
}
