// The table layout `Grid`, `LazyVGrid` and `LazyHGrid` share: cells in rows and columns,
// each column as wide as its widest cell, every row as tall as its tallest, and rows that
// are not table rows (a `Divider` in a `Grid`) across the whole table.
extension GridLayout {
    struct Cell {
        let node: any LayoutNode
        let column: Int
        let span: Int
        let alignment: Alignment
    }

    enum Row {
        case cells([Cell], alignment: VerticalAlignment?)
        case full(any LayoutNode)
    }

    /// The width of each of `ideal.count` columns within `width`, with `gap` columns between
    /// them: each column its ideal width when they fit, spread to the flexible columns when
    /// there is room to spare; otherwise the narrowest served first from an even share, so one
    /// wide column cannot starve the rest. Never more than `width` in all.
    static func widths(ideal: [Int], flexible: [Bool], gap: Int, width: Int) -> [Int] {
        let count = ideal.count
        guard count > 0 else { return [] }
        let available = max(0, width - gap * (count - 1))
        var widths = ideal.map { max(0, $0) }
        let total = widths.reduce(0, +)
        if total <= available {
            let growing = (0..<count).filter { flexible[$0] }
            let spare = available - total
            for (position, column) in growing.enumerated() {
                widths[column] += spare / growing.count + (position < spare % growing.count ? 1 : 0)
            }
            return widths
        }
        var remaining = available
        var unserved = count
        for column in (0..<count).sorted(by: { (widths[$0], $0) < (widths[$1], $1) }) {
            let share = remaining / max(1, unserved)
            widths[column] = min(widths[column], share)
            remaining -= widths[column]
            unserved -= 1
        }
        return widths
    }

    /// The gap between columns: `spacing`, or none when even the gaps do not fit.
    static func gap(_ spacing: Int, columns: Int, width: Int) -> Int {
        spacing * max(0, columns - 1) <= max(0, width) ? spacing : 0
    }

    /// `rows` drawn in columns of `widths`, `gap` columns apart and `rowSpacing` rows apart.
    static func draw(_ rows: [Row], widths: [Int], gap: Int, rowSpacing: Int) -> [Line] {
        let tableWidth = widths.reduce(0, +) + gap * max(0, widths.count - 1)
        var lines: [Line] = []
        for (index, row) in rows.enumerated() {
            if index > 0 { lines.append(contentsOf: repeatElement(.empty, count: rowSpacing)) }
            switch row {
            case .full(let node):
                lines.append(contentsOf: node.draw(width: tableWidth))
            case .cells(let cells, let alignment):
                lines.append(contentsOf: drawRow(cells, alignment: alignment, widths: widths, gap: gap))
            }
        }
        return lines
    }

    /// The width a cell spans: its columns and the gaps between them.
    static func spanWidth(_ cell: Cell, widths: [Int], gap: Int) -> Int {
        let columns = widths.indices.filter { $0 >= cell.column && $0 < cell.column + cell.span }
        return columns.reduce(0) { $0 + widths[$1] } + gap * max(0, columns.count - 1)
    }

    private static func drawRow(_ cells: [Cell], alignment: VerticalAlignment?, widths: [Int], gap: Int) -> [Line] {
        // Each cell's drawn width is worked out once, not once per row: a cell thousands of
        // rows tall would otherwise make the row quadratic.
        let blocks = cells.map { cell -> (cell: Cell, lines: [Line], width: Int, drawnWidth: Int) in
            let width = spanWidth(cell, widths: widths, gap: gap)
            let lines = cell.node.draw(width: width)
            return (cell, lines, width, lines.blockWidth)
        }
        let height = blocks.reduce(0) { max($0, $1.lines.count) }
        var rows: [Line] = []
        for rowIndex in 0..<height {
            var line = Line.empty
            var column = 0
            for block in blocks {
                while column < block.cell.column && column < widths.count {
                    line.append(.spaces(widths[column] + gap))
                    column += 1
                }
                let vertical = alignment ?? block.cell.alignment.vertical
                let top = vertical.offset(of: block.lines.count, in: height)
                let inner = rowIndex >= top && rowIndex < top + block.lines.count ? block.lines[rowIndex - top] : .empty
                // The cell's block moves as one: its rows keep the places its own layout gave them.
                let left = block.cell.alignment.horizontal.offset(of: block.drawnWidth, in: block.width)
                line.append((.spaces(left) + inner).padded(to: block.width))
                column = block.cell.column + block.cell.span
                if column < widths.count { line.append(.spaces(gap)) }
            }
            rows.append(line)
        }
        return rows
    }
}
