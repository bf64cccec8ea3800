/// Header, rows in a rounded box with a rule between rows, footer. The box needs five columns;
/// narrower, rows are drawn plain with rules between them. No rule is drawn where a row hid
/// its separator (`listRowSeparator(.hidden)`).
final class SectionNode: LayoutNode {
    let header: (any LayoutNode)?
    let rows: [any LayoutNode]
    let footer: (any LayoutNode)?
    let style: RenderStyle
    /// For each row, the edges whose rule it hid.
    let hiddenSeparators: [VerticalEdge.Set]

    /// A section of `rows`; `hiddenSeparators`, when given, are the rows' hidden edges as read
    /// before the rows were marked (a selection's marks wrap them), else they are read now.
    init(header: (any LayoutNode)?, rows: [any LayoutNode], footer: (any LayoutNode)?, style: RenderStyle, hiddenSeparators: [VerticalEdge.Set]? = nil) {
        self.header = header
        self.rows = rows
        self.footer = footer
        self.style = style
        self.hiddenSeparators = hiddenSeparators ?? rows.map(RowSeparatorNode.hiddenEdges(of:))
    }

    /// Whether a rule is drawn between row `index - 1` and row `index`: the rule is the upper
    /// row's bottom separator, as on a phone (a top separator shows only above a list's first
    /// row, where TextUI draws none).
    func drawsRule(before index: Int) -> Bool {
        !hiddenSeparators[index - 1].contains(.bottom)
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
                if index > 0, drawsRule(before: index) {
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
