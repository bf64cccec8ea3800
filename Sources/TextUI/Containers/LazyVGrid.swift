/// Views in rows across the columns `columns` describes, filled row by row (see
/// ``GridItem``). Flexible and adaptive columns share the width the fixed ones leave; the
/// grid is never wider than the width.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 48))], spacing: 16) {
///     ForEach(["Kyoto", "Nara", "Osaka", "Kobe", "Uji"], id: \.self) { Text($0) }
/// }.render(width: 22)
/// ```
/// ```text
///  Kyoto   Nara   Osaka
///
///  Kobe     Uji
/// ```
///
/// SwiftUI: LazyVGrid
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: Int
    let content: Content

    /// SwiftUI: LazyVGrid.init(columns:alignment:spacing:pinnedViews:content:)
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing.map(Points.gapRows) ?? 0
        self.content = content()
    }

    /// SwiftUI: LazyVGrid.body
    public var body: Never { fatalError("LazyVGrid has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        LazyVGridNode(
            children: content.makeNodes(context.with(\.stackAxis, .vertical)), items: columns,
            alignment: alignment, spacing: spacing
        )
    }
}

/// A ``LazyVGrid`` laid out at a width: its columns worked out, then filled row by row.
final class LazyVGridNode: LayoutNode {
    let children: [any LayoutNode]
    let items: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: Int

    /// With no `items`, one flexible column, so no view goes undrawn.
    init(children: [any LayoutNode], items: [GridItem], alignment: HorizontalAlignment, spacing: Int) {
        (self.children, self.items, self.alignment, self.spacing) = (children, items.isEmpty ? [GridItem()] : items, alignment, spacing)
    }

    var fillsWidth: Bool {
        items.contains { if case .fixed = $0.size { false } else { true } }
    }

    var readingOrderChildren: [any LayoutNode] { children }

    func measure(proposedWidth: Int) -> Int {
        fillsWidth ? max(0, proposedWidth) : min(max(0, proposedWidth), layout(proposedWidth).width)
    }

    func draw(width: Int) -> [Line] {
        let (rows, widths, gap, _) = layout(width)
        return GridLayout.draw(rows, widths: widths, gap: gap, rowSpacing: spacing)
    }

    private func layout(_ width: Int) -> (rows: [GridLayout.Row], widths: [Int], gap: Int, width: Int) {
        let columns = GridItem.columns(items, width: width)
        guard !columns.isEmpty else { return ([], [], 0, 0) }
        let gap = GridLayout.gap(columns[0].gap, columns: columns.count, width: width)
        let widths = GridLayout.widths(ideal: columns.map(\.width), flexible: columns.map(\.grows), gap: gap, width: width)
        var rows: [GridLayout.Row] = []
        var start = 0
        while start < children.count {
            let cells = (start..<min(children.count, start + columns.count)).map { index in
                let column = index - start
                let placement = columns[column].alignment ?? Alignment(horizontal: alignment, vertical: .center)
                return GridLayout.Cell(node: children[index], column: column, span: 1, alignment: placement)
            }
            rows.append(.cells(cells, alignment: nil))
            start += columns.count
        }
        return (rows, widths, gap, widths.reduce(0, +) + gap * max(0, widths.count - 1))
    }
}
