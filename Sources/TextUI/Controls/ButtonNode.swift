/// A button's label in brackets (`[[ ]]` when prominent); too narrow for them, or plain, just
/// the label. A disabled button's brackets are parentheses (`( Save )`, `(( Save ))`), and a
/// disabled plain one is put in parentheses (`(Save)`). A label with vertical padding keeps its
/// blank rows above and below, but the brackets mark only the rows with content: a phone shows
/// the padding as room around the label, not as a taller button.
final class ButtonNode: LayoutNode {
    let label: any LayoutNode
    let isPlain: Bool
    let isProminent: Bool
    let isDimmed: Bool

    init(label: any LayoutNode, isPlain: Bool, isProminent: Bool = false, isDimmed: Bool = false) {
        self.label = label
        self.isPlain = isPlain
        self.isProminent = isProminent
        self.isDimmed = isDimmed
    }

    /// A button's label drawn in one of the built-in styles.
    @MainActor static func make(label: ButtonStyleConfiguration.Label, style: ResolvedButtonStyle, context: RenderContext) -> ButtonNode {
        let isPlain = context.drawsPlainButtons || style.drawsPlain(inList: context.isInList)
        // A label of several lines is centered, as on a phone, except in a list row, where it
        // starts at the leading edge as the row's other text does.
        var inner = context.isInList ? context : context.with(\.textAlignment, .center)
        inner.controls.buttonStyle = .automatic
        let prominent: Bool
        if case .borderedProminent = style { prominent = !isPlain } else { prominent = false }
        return ButtonNode(label: label.makeNode(inner), isPlain: isPlain, isProminent: prominent, isDimmed: !context.environment.isEnabled)
    }

    var fillsWidth: Bool { label.fillsWidth }

    /// The columns each bracket takes, or 0 when the width is too small for them.
    private func bracketWidth(in width: Int) -> Int {
        if isPlain { return isDimmed && width >= 3 ? 1 : 0 }
        if isProminent && width >= 7 { return 3 }
        return width >= 5 ? 2 : 0
    }

    func measure(proposedWidth: Int) -> Int {
        let side = bracketWidth(in: proposedWidth)
        return label.measure(proposedWidth: proposedWidth - 2 * side) + 2 * side
    }

    func draw(width: Int) -> [Line] {
        let side = bracketWidth(in: width)
        guard side > 0 else { return label.draw(width: width) }
        let rows = label.draw(width: width - 2 * side)
        let inner = rows.blockWidth
        let (open, close) = brackets(side: side)
        let isBlank = { (line: Line) in line.text.allSatisfy { $0 == " " } }
        guard let first = rows.firstIndex(where: { !isBlank($0) }), let last = rows.lastIndex(where: { !isBlank($0) }) else {
            return rows.map { open + $0.padded(to: inner) + close }
        }
        let room = Line.spaces(side)
        return rows.indices.map { index in
            let marked = (first...last).contains(index)
            return (marked ? open : room) + rows[index].padded(to: inner) + (marked ? close : room)
        }
    }

    /// The brackets `side` columns wide: square, or round when the button is disabled.
    private func brackets(side: Int) -> (open: Line, close: Line) {
        switch (side, isDimmed) {
        case (3, false): (Line("[[ ", width: 3), Line(" ]]", width: 3))
        case (3, true): (Line("(( ", width: 3), Line(" ))", width: 3))
        case (1, _): (Line("(", width: 1), Line(")", width: 1))
        case (_, false): (Line("[ ", width: 2), Line(" ]", width: 2))
        case (_, true): (Line("( ", width: 2), Line(" )", width: 2))
        }
    }
}
