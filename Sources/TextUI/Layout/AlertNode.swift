/// A base screen with an alert box centered over it (see ``View/alert(_:isPresented:actions:message:)``
/// for the placement rules).
final class AlertNode: PresentationNode {
    static let maximumWidth = 36

    var base: any LayoutNode
    let title: any LayoutNode
    let message: any LayoutNode
    let buttons: [any LayoutNode]
    let style: RenderStyle

    init(base: any LayoutNode, title: any LayoutNode, message: any LayoutNode, buttons: [any LayoutNode], style: RenderStyle) {
        self.base = base
        self.title = title
        self.message = message
        self.buttons = buttons
        self.style = style
    }

    func present(over screen: [Line], width: Int) -> [Line] {
        guard width > 0 else { return screen }
        let margin = width >= 20 ? 2 : 0
        let boxWidth = min(width - 2 * margin, Self.maximumWidth)
        let box = boxWidth >= 5 ? boxed(width: boxWidth) : plain(width: boxWidth)
        var rows = screen.fitted(toHeight: max(screen.count, box.count))
        let top = (rows.count - box.count) / 2
        let left = (width - box.blockWidth) / 2
        for (offset, line) in box.enumerated() {
            rows[top + offset] = rows[top + offset].overlaid(with: line, at: left)
        }
        return rows
    }

    /// Title, message and buttons one below another, for widths too small for a box.
    private func plain(width: Int) -> [Line] {
        let lines = title.draw(width: width) + message.draw(width: width) + buttons.flatMap { $0.draw(width: width) }
        return lines.map { $0.padded(to: width) }
    }

    private func boxed(width: Int) -> [Line] {
        let glyphs = style.roundedBox
        let inner = width - 4
        var rows = [glyphs.rule(glyphs.topLeft, glyphs.horizontal, glyphs.topRight, inner: width - 2)]
        for line in title.draw(width: inner) + message.draw(width: inner) {
            rows.append(glyphs.row(line.aligned(.center, in: inner), inner: inner))
        }
        let cells = buttonCellWidths(width: width)
        if let cells {
            rows.append(joinedRule(glyphs.teeRight, glyphs.teeDown, glyphs.teeLeft, cells: cells))
            var row = Line(String(glyphs.vertical), width: 1)
            for (index, (button, cell)) in zip(buttons, cells).enumerated() {
                if index > 0 { row.append(Line(String(glyphs.vertical), width: 1)) }
                let label = button.draw(width: cell).first ?? .empty
                row.append(label.aligned(.center, in: cell))
            }
            rows.append(row + Line(String(glyphs.vertical), width: 1))
            rows.append(joinedRule(glyphs.bottomLeft, glyphs.teeUp, glyphs.bottomRight, cells: cells))
        } else {
            for button in buttons {
                rows.append(glyphs.rule(glyphs.teeRight, glyphs.horizontal, glyphs.teeLeft, inner: width - 2))
                for line in button.draw(width: inner) {
                    rows.append(glyphs.row(line.aligned(.center, in: inner), inner: inner))
                }
            }
            rows.append(glyphs.rule(glyphs.bottomLeft, glyphs.horizontal, glyphs.bottomRight, inner: width - 2))
        }
        return rows
    }

    /// Equal cells for two or three buttons side by side, when each title fits its cell on
    /// one row with a space either side; `nil` when they should be stacked instead.
    private func buttonCellWidths(width: Int) -> [Int]? {
        guard (2...3).contains(buttons.count) else { return nil }
        let room = width - 2 - (buttons.count - 1)
        let cells = (0..<buttons.count).map { room / buttons.count + ($0 < room % buttons.count ? 1 : 0) }
        for (button, cell) in zip(buttons, cells) {
            let lines = button.draw(width: cell)
            if lines.count > 1 || lines.blockWidth + 2 > cell { return nil }
        }
        return cells
    }

    /// A rule across the box with `joint` where the button cells meet.
    private func joinedRule(_ left: Character, _ joint: Character, _ right: Character, cells: [Int]) -> Line {
        var line = Line(String(left), width: 1)
        for (index, cell) in cells.enumerated() {
            if index > 0 { line.append(Line(String(joint), width: 1)) }
            line.append(.repeating(style.roundedBox.horizontal, width: cell))
        }
        return line + Line(String(right), width: 1)
    }
}
