/// Views in columns down the rows `rows` describes, filled column by column; each column as
/// wide as its widest view. Usually inside a horizontal ``ScrollView``, which cuts it at the
/// width with `›`.
///
/// ```swift
/// LazyHGrid(rows: [GridItem(), GridItem()]) {
///     ForEach(["Tea", "Coffee", "Juice", "Water"], id: \.self) { Text($0) }
/// }
/// ```
/// ```text
///  Tea   Juice
/// Coffee Water
/// ```
///
/// SwiftUI: LazyHGrid
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: Int
    let content: Content

    /// SwiftUI: LazyHGrid.init(rows:alignment:spacing:pinnedViews:content:)
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing.map(Points.gapColumns) ?? 1
        self.content = content()
    }

    /// SwiftUI: LazyHGrid.body
    public var body: Never { fatalError("LazyHGrid has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        let children = content.makeNodes(context.with(\.stackAxis, .vertical))
        let rowCount = max(1, rows.count)
        let rowGap = rows.first?.spacing.map(Points.gapRows) ?? 0
        var table: [GridLayout.Row] = []
        for row in 0..<rowCount {
            let cells = stride(from: row, to: children.count, by: rowCount).map { index in
                let item = rows.indices.contains(row) ? rows[row] : GridItem()
                let placement = item.alignment ?? Alignment(horizontal: .center, vertical: alignment)
                return GridLayout.Cell(node: children[index], column: index / rowCount, span: 1, alignment: placement)
            }
            table.append(.cells(cells, alignment: nil))
        }
        let columnCount = (children.count + rowCount - 1) / rowCount
        return TableNode(rows: table, children: children, columnCount: columnCount, spacing: spacing, rowSpacing: rowGap)
    }
}

/// Rows of cells in columns as wide as their widest cell.
final class TableNode: LayoutNode {
    let rows: [GridLayout.Row]
    let children: [any LayoutNode]
    let columnCount: Int
    let spacing: Int
    let rowSpacing: Int

    init(rows: [GridLayout.Row], children: [any LayoutNode], columnCount: Int, spacing: Int, rowSpacing: Int) {
        (self.rows, self.children, self.columnCount) = (rows, children, columnCount)
        (self.spacing, self.rowSpacing) = (spacing, rowSpacing)
    }

    var readingOrderChildren: [any LayoutNode] { children }

    func measure(proposedWidth: Int) -> Int {
        let gap = GridLayout.gap(spacing, columns: columnCount, width: proposedWidth)
        return min(max(0, proposedWidth), widths(proposedWidth).reduce(0, +) + gap * max(0, columnCount - 1))
    }

    func draw(width: Int) -> [Line] {
        let gap = GridLayout.gap(spacing, columns: columnCount, width: width)
        return GridLayout.draw(rows, widths: widths(width), gap: gap, rowSpacing: rowSpacing)
    }

    private func widths(_ width: Int) -> [Int] {
        var ideal = Array(repeating: 0, count: columnCount)
        for case .cells(let cells, _) in rows {
            for cell in cells where cell.column < columnCount {
                ideal[cell.column] = max(ideal[cell.column], cell.node.measure(proposedWidth: width))
            }
        }
        let gap = GridLayout.gap(spacing, columns: columnCount, width: width)
        return GridLayout.widths(ideal: ideal, flexible: ideal.map { _ in false }, gap: gap, width: width)
    }
}
