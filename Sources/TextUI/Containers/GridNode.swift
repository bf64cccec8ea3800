/// A ``Grid`` laid out: its ``GridRowNode`` children as table rows, any other child across
/// the whole table.
final class GridNode: LayoutNode {
    let children: [any LayoutNode]
    let alignment: Alignment
    let horizontalSpacing: Int
    let verticalSpacing: Int
    private let rows: [GridLayout.Row]
    private let columnCount: Int
    let fillsWidth: Bool

    init(children: [any LayoutNode], alignment: Alignment, horizontalSpacing: Int, verticalSpacing: Int) {
        self.children = children
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        var columnAlignments: [Int: HorizontalAlignment] = [:]
        var laidOut: [(cells: [(node: any LayoutNode, column: Int, span: Int)], alignment: VerticalAlignment?)?] = []
        var columnCount = 0
        for child in children {
            // In a list, a `ForEach` tags each row with its id; a tagged row is a row all the same.
            guard let row = child as? GridRowNode ?? (child as? TagNode)?.child as? GridRowNode else {
                laidOut.append(nil)
                continue
            }
            var column = 0
            var cells: [(node: any LayoutNode, column: Int, span: Int)] = []
            for cell in row.cells {
                let (span, guide) = GridCellNode.attributes(of: cell)
                if let guide, span == 1, columnAlignments[column] == nil { columnAlignments[column] = guide }
                cells.append((cell, column, span))
                column += span
            }
            columnCount = max(columnCount, column)
            laidOut.append((cells, row.alignment))
        }
        self.columnCount = columnCount
        self.rows = zip(children, laidOut).map { child, row in
            guard let row else { return .full(child) }
            let cells = row.cells.map { cell in
                let horizontal = columnAlignments[cell.column] ?? alignment.horizontal
                return GridLayout.Cell(
                    node: cell.node, column: cell.column, span: cell.span,
                    alignment: Alignment(horizontal: horizontal, vertical: alignment.vertical)
                )
            }
            return .cells(cells, alignment: row.alignment)
        }
        self.fillsWidth = rows.contains { row in
            guard case .cells(let cells, _) = row else { return false }
            return cells.contains { $0.node.fillsWidth }
        }
    }

    var readingOrderChildren: [any LayoutNode] { children }

    func measure(proposedWidth: Int) -> Int {
        let widths = columnWidths(proposedWidth)
        let gap = GridLayout.gap(horizontalSpacing, columns: columnCount, width: proposedWidth)
        let table = widths.reduce(0, +) + gap * max(0, widths.count - 1)
        return min(max(0, proposedWidth), columnCount == 0 ? fullRowsWidth(proposedWidth) : table)
    }

    func draw(width: Int) -> [Line] {
        let widths = columnWidths(width)
        let gap = GridLayout.gap(horizontalSpacing, columns: columnCount, width: width)
        guard columnCount > 0 else {
            return GridLayout.draw(rows, widths: [fullRowsWidth(width)], gap: 0, rowSpacing: verticalSpacing)
        }
        return GridLayout.draw(rows, widths: widths, gap: gap, rowSpacing: verticalSpacing)
    }

    private func fullRowsWidth(_ width: Int) -> Int {
        rows.reduce(0) { widest, row in
            guard case .full(let node) = row else { return widest }
            return max(widest, node.measure(proposedWidth: width))
        }
    }

    private func columnWidths(_ width: Int) -> [Int] {
        var ideal = Array(repeating: 0, count: columnCount)
        var flexible = Array(repeating: false, count: columnCount)
        var spanning: [GridLayout.Cell] = []
        for case .cells(let cells, _) in rows {
            for cell in cells {
                if cell.span > 1 {
                    spanning.append(cell)
                    continue
                }
                ideal[cell.column] = max(ideal[cell.column], cell.node.measure(proposedWidth: width))
                if cell.node.fillsWidth { flexible[cell.column] = true }
            }
        }
        let gap = GridLayout.gap(horizontalSpacing, columns: columnCount, width: width)
        // A cell across several columns widens the last of them when they are too narrow for it.
        for cell in spanning {
            let last = min(columnCount, cell.column + cell.span) - 1
            guard last >= cell.column else { continue }
            let room = (cell.column...last).reduce(0) { $0 + ideal[$1] } + gap * (last - cell.column)
            let wanted = cell.node.measure(proposedWidth: width)
            if wanted > room, ideal[cell.column...last].allSatisfy({ $0 == 0 }) { ideal[last] += wanted - room }
        }
        return GridLayout.widths(ideal: ideal, flexible: flexible, gap: gap, width: width)
    }
}

/// A ``GridRow`` laid out: inside a grid its cells are read by the ``GridNode``; anywhere
/// else they sit side by side.
final class GridRowNode: LayoutNode {
    let cells: [any LayoutNode]
    let alignment: VerticalAlignment?
    private let row: HStackNode

    init(cells: [any LayoutNode], alignment: VerticalAlignment?) {
        self.cells = cells
        self.alignment = alignment
        self.row = HStackNode(children: cells, alignment: alignment ?? .center)
    }

    var fillsWidth: Bool { row.fillsWidth }
    var readingOrderChildren: [any LayoutNode] { cells }

    func measure(proposedWidth: Int) -> Int { row.measure(proposedWidth: proposedWidth) }
    func draw(width: Int) -> [Line] { row.draw(width: width) }
}

/// A grid cell's span and its column's alignment, set by the grid cell modifiers.
final class GridCellNode: PassThroughNode {
    let child: any LayoutNode
    let columns: Int?
    let columnAlignment: HorizontalAlignment?

    init(child: any LayoutNode, columns: Int?, columnAlignment: HorizontalAlignment?) {
        self.child = child
        self.columns = columns
        self.columnAlignment = columnAlignment
    }

    /// The columns `node` spans (1 unless set) and its column alignment, the outermost setting
    /// winning as in SwiftUI.
    static func attributes(of node: any LayoutNode) -> (span: Int, alignment: HorizontalAlignment?) {
        var span: Int?
        var alignment: HorizontalAlignment?
        var current: (any LayoutNode)? = node
        while let cell = current as? GridCellNode {
            span = span ?? cell.columns
            alignment = alignment ?? cell.columnAlignment
            current = cell.child
        }
        return (span ?? 1, alignment)
    }
}

/// A view that takes no width of its own (``View/gridCellUnsizedAxes(_:)``).
final class UnsizedNode: LayoutNode {
    let child: any LayoutNode

    init(child: any LayoutNode) {
        self.child = child
    }

    var fillsHeight: Bool { child.fillsHeight }
    var readingOrderChildren: [any LayoutNode] { [child] }

    func measure(proposedWidth: Int) -> Int { 0 }
    func draw(width: Int) -> [Line] { child.draw(width: width) }
    func draw(width: Int, height: Int) -> [Line] { child.draw(width: width, height: height) }
}
