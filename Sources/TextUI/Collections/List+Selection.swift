extension SectionNode {
    /// This section with each row whose tag is in `selection` marked: "✓" at the row's end, and
    /// the selected trait for a screen reader.
    func markingSelected(_ selection: Set<AnyHashable>, style: RenderStyle) -> SectionNode {
        guard !selection.isEmpty else { return self }
        let marked = rows.map { row -> any LayoutNode in
            guard let tagged = row.throughPassThroughs as? TagNode, selection.contains(tagged.tag) else { return row }
            let check = TextNode(style == .unicode ? "✓" : "v", context: RenderContext(style: style).with(\.lineLimit, 1))
            // The mark is read as the selected trait, not as text.
            let mark = AccessibilityNode.wrapping(check) { $0.isHidden = true }
            let drawn = TrailingMarkNode(row: row, mark: mark)
            return AccessibilityNode.wrapping(drawn) { $0.addedTraits.insert(.isSelected) }
        }
        return SectionNode(header: header, rows: marked, footer: footer, style: style, hiddenSeparators: hiddenSeparators)
    }

    /// This section as a list being edited with a set selection shows it: a circle before each
    /// row with a tag, "◉" for the chosen rows and "○" for the others (read as the selected
    /// trait, not as text), in place of a delete control.
    func markingChoices(_ selection: Set<AnyHashable>, style: RenderStyle) -> SectionNode {
        let marked = rows.map { row -> any LayoutNode in
            guard let tagged = row.throughPassThroughs as? TagNode else { return row }
            let chosen = selection.contains(tagged.tag)
            let glyph = style == .unicode ? (chosen ? "◉" : "○") : (chosen ? "(x)" : "( )")
            let circle = TextNode(glyph, context: RenderContext(style: style).with(\.lineLimit, 1))
            let mark = AccessibilityNode.wrapping(circle) { $0.isHidden = true }
            let row = Self.withoutDeleteControl(tagged.child)
            let drawn = TagNode(child: HStackNode(children: [mark, row], spacing: 1, alignment: .center), tag: tagged.tag)
            return chosen ? AccessibilityNode.wrapping(drawn) { $0.addedTraits.insert(.isSelected) } : drawn
        }
        return SectionNode(header: header, rows: marked, footer: footer, style: style, hiddenSeparators: hiddenSeparators)
    }

    /// A row being edited without its delete control (kept inside a move handle).
    private static func withoutDeleteControl(_ row: any LayoutNode) -> any LayoutNode {
        if let control = row as? DeleteControlNode { return control.row }
        if let handle = row as? TrailingMarkNode, let control = handle.row as? DeleteControlNode {
            return TrailingMarkNode(row: control.row, mark: handle.mark, centered: handle.centered)
        }
        return row
    }
}

/// A row with a one-line mark at its end, on its first line or (`centered`) its middle one:
/// the row takes the width less the mark and a space (so a row that spreads, with a `Spacer`,
/// still spreads), the mark the end.
final class TrailingMarkNode: LayoutNode {
    let row: any LayoutNode
    let mark: any LayoutNode
    let centered: Bool

    init(row: any LayoutNode, mark: any LayoutNode, centered: Bool = false) {
        self.row = row
        self.mark = mark
        self.centered = centered
    }

    var fillsWidth: Bool { true }
    var fillsHeight: Bool { false }
    var readingOrderChildren: [any LayoutNode] { [row, mark] }

    func measure(proposedWidth: Int) -> Int { max(0, proposedWidth) }

    func draw(width: Int) -> [Line] {
        let markWidth = mark.measure(proposedWidth: width)
        let room = width - markWidth - 1
        guard room > 0, let markLine = mark.draw(width: markWidth).first else { return row.draw(width: width) }
        var lines = row.draw(width: room)
        if lines.isEmpty { lines = [.empty] }
        let index = centered ? (lines.count - 1) / 2 : 0
        lines[index] = lines[index].padded(to: width - markLine.width) + markLine
        return lines
    }

    func draw(width: Int, height: Int) -> [Line] {
        draw(width: width).fitted(toHeight: height)
    }
}
