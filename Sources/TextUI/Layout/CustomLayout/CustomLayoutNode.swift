/// A custom ``Layout`` drawn in cells: it runs the layout's own `sizeThatFits` and
/// `placeSubviews` in points, then turns the places into cells.
///
/// Places become cells edge by edge, on each axis: between two neighbouring edges of placed
/// subviews, a stretch some subview covers counts as its cells (8 points a column, 16 a row),
/// and an empty stretch as a gap does in a stack (`Points.gapColumns` / `gapRows`: any gap
/// across is a column, a gap down is a row from 12 points). So rows 8 points apart stay
/// together however many there are, and nothing placed side by side touches.
final class CustomLayoutNode<L: Layout>: LayoutNode {
    let layout: L
    let proxies: [SubviewProxy]
    private var measured: (proposed: Int, width: Int)?

    init(layout: L, children: [any LayoutNode]) {
        self.layout = layout
        self.proxies = children.map(SubviewProxy.init(node:))
    }

    var readingOrderChildren: [any LayoutNode] { proxies.map(\.node) }

    private var subviews: LayoutSubviews {
        LayoutSubviews(proxies.map(LayoutSubview.init(proxy:)))
    }

    private static func proposal(width: Int) -> ProposedViewSize {
        ProposedViewSize(width: CGFloat(max(0, width)) * Points.columnWidth, height: nil)
    }

    func measure(proposedWidth: Int) -> Int {
        if let measured, measured.proposed == proposedWidth { return measured.width }
        var cache = layout.makeCache(subviews: subviews)
        let size = layout.sizeThatFits(proposal: Self.proposal(width: proposedWidth), subviews: subviews, cache: &cache)
        let width = min(max(0, proposedWidth), Self.cellsCovering(size.width, unit: Points.columnWidth))
        measured = (proposedWidth, width)
        return width
    }

    func draw(width: Int) -> [Line] {
        let width = max(0, width)
        let subviews = subviews
        let proposal = Self.proposal(width: width)
        var cache = layout.makeCache(subviews: subviews)
        let size = layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        let bounds = CGRect(
            x: 0, y: 0,
            width: min(Self.finite(size.width), CGFloat(width) * Points.columnWidth), height: Self.finite(size.height)
        )
        for proxy in proxies { proxy.placement = nil }
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        return Self.draw(proxies.map { $0.placed(in: bounds) }, bounds: bounds, width: width)
    }

    /// `placed` drawn onto rows `width` columns wide, later subviews over earlier ones.
    private static func draw(_ placed: [PlacedSubview], bounds: CGRect, width: Int) -> [Line] {
        let columns = AxisCells(
            spans: placed.map { ($0.origin.x, $0.origin.x + CGFloat($0.columns) * Points.columnWidth) },
            bounds: (bounds.minX, bounds.maxX), unit: Points.columnWidth, gap: Points.gapColumns
        )
        let rows = AxisCells(
            spans: placed.map { ($0.origin.y, $0.origin.y + CGFloat($0.lines.count) * Points.rowHeight) },
            bounds: (bounds.minY, bounds.maxY), unit: Points.rowHeight, gap: Points.gapRows
        )
        var canvas = [Line](repeating: .empty, count: rows.cell(at: bounds.maxY))
        for subview in placed where !subview.lines.isEmpty {
            let column = columns.cell(at: subview.origin.x)
            let row = rows.cell(at: subview.origin.y)
            let room = width - column
            guard room > 0 else { continue }
            let lines = subview.columns <= room ? subview.lines : subview.proxy.lines(atWidth: room)
            if canvas.count < row + lines.count {
                canvas += repeatElement(Line.empty, count: row + lines.count - canvas.count)
            }
            for (offset, line) in lines.enumerated() {
                canvas[row + offset] = canvas[row + offset].overlaid(with: line.truncated(to: room), at: column)
            }
        }
        return canvas
    }

    /// `points` as whole cells of `unit`, rounded up (a part-filled cell is drawn).
    static func cellsCovering(_ points: CGFloat, unit: CGFloat) -> Int {
        let value = Double(finite(points) / unit)
        guard value > 0 else { return 0 }
        return min(Points.limit, Int((value - 1e-9).rounded(.up)))
    }

    /// `value`, or 0 when infinite or not a number.
    static func finite(_ value: CGFloat) -> CGFloat {
        value.isFinite ? max(0, value) : 0
    }
}

/// A subview as the layout placed it: its drawn lines and its top-leading corner in points.
struct PlacedSubview {
    let proxy: SubviewProxy
    let columns: Int
    let lines: [Line]
    let origin: CGPoint
}

extension SubviewProxy {
    /// This subview where the layout placed it, or at the centre of `bounds` when it did not.
    func placed(in bounds: CGRect) -> PlacedSubview {
        let placement = placement ?? Placement(position: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified)
        let size = cells(for: placement.proposal)
        let lines = lines(atWidth: size.columns)
        let width = CGFloat(size.columns) * Points.columnWidth
        let height = CGFloat(lines.count) * Points.rowHeight
        let origin = CGPoint(
            x: finiteOrZero(placement.position.x - placement.anchor.x * width),
            y: finiteOrZero(placement.position.y - placement.anchor.y * height)
        )
        return PlacedSubview(proxy: self, columns: size.columns, lines: lines, origin: origin)
    }
}

/// `value`, or 0 when infinite or not a number (negative values kept).
private func finiteOrZero(_ value: CGFloat) -> CGFloat {
    value.isFinite ? value : 0
}

/// How the points of one axis map to cells: edge by edge, a covered stretch as its cells, an
/// empty one as a gap. Points before the layout's leading edge map to its first cell.
struct AxisCells {
    private var edges: [CGFloat] = []
    private var cells: [Int] = []

    init(spans: [(CGFloat, CGFloat)], bounds: (CGFloat, CGFloat), unit: CGFloat, gap: (CGFloat) -> Int) {
        let points = Set(spans.flatMap { [$0.0, $0.1] } + [bounds.0, bounds.1])
        edges = points.sorted()
        guard let first = edges.first else { return }
        var cell = 0
        cells = [0]
        var previous = first
        for edge in edges.dropFirst() {
            let length = edge - previous
            let covered = spans.contains { $0.0 <= previous && $0.1 >= edge && $0.1 > $0.0 }
            // Before the layout's own leading edge nothing is counted: a subview placed there
            // starts at the first cell.
            if edge > bounds.0 {
                cell += covered ? Int((length / unit).rounded()) : gap(length)
                cell = min(cell, Points.limit)
            }
            cells.append(cell)
            previous = edge
        }
    }

    /// The cell `point` (an edge this was made from) falls on.
    func cell(at point: CGFloat) -> Int {
        var low = 0, high = edges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            if edges[middle] == point { return cells[middle] }
            if edges[middle] < point { low = middle + 1 } else { high = middle - 1 }
        }
        return 0
    }
}
