/// Lays children out one below another (vertical) or side by side (horizontal).
struct StackNode: LayoutNode {
    enum Axis { case vertical, horizontal }

    let axis: Axis
    let children: [any LayoutNode]
    let spacing: Int
    var alignment: HorizontalAlignment = .center
    var verticalAlignment: VerticalAlignment = .center

    init(axis: Axis, children: [any LayoutNode], spacing: Int, alignment: HorizontalAlignment = .center,
         verticalAlignment: VerticalAlignment = .center) {
        self.axis = axis
        self.children = children
        self.spacing = max(0, spacing)
        self.alignment = alignment
        self.verticalAlignment = verticalAlignment
    }

    var fillsWidth: Bool { children.contains { $0.fillsWidth } }

    func measure(proposedWidth: Int) -> Int {
        switch axis {
        case .vertical:
            return children.map { $0.measure(proposedWidth: proposedWidth) }.max() ?? 0
        case .horizontal:
            let widths = allotWidths(proposedWidth)
            return widths.reduce(0, +) + spacing * max(0, children.count - 1)
        }
    }

    func draw(width: Int) -> [Line] {
        switch axis {
        case .vertical: drawVertically(width: width)
        case .horizontal: drawHorizontally(width: width)
        }
    }

    private func drawVertically(width: Int) -> [Line] {
        let blocks = children.map { child in
            (lines: child.draw(width: width), fills: child.fillsWidth)
        }
        let stackWidth = fillsWidth ? width : (blocks.flatMap(\.lines).map(\.width).max() ?? 0)
        var lines: [Line] = []
        for (index, block) in blocks.enumerated() {
            if index > 0 { lines.append(contentsOf: repeatElement(.empty, count: spacing)) }
            let blockWidth = block.lines.map(\.width).max() ?? 0
            for line in block.lines {
                // A block is aligned as a whole, so its own rows keep their alignment inside it.
                let placed = line.aligned(.leading, in: blockWidth)
                lines.append(placed.aligned(alignment, in: stackWidth))
            }
        }
        return lines
    }

    private func drawHorizontally(width: Int) -> [Line] {
        let widths = allotWidths(width)
        let blocks = zip(children, widths).map { child, width in child.draw(width: width) }
        let height = blocks.map(\.count).max() ?? 0
        var rows = Array(repeating: Line.empty, count: height)
        for (index, (block, blockWidth)) in zip(blocks, widths).enumerated() {
            let top: Int
            switch verticalAlignment {
            case .top: top = 0
            case .center: top = (height - block.count) / 2
            case .bottom: top = height - block.count
            }
            for row in 0..<height {
                let gap = index > 0 ? Line.spaces(spacing) : .empty
                let cell = (row >= top && row < top + block.count) ? block[row - top] : .empty
                rows[row] = rows[row] + gap + cell.aligned(.leading, in: blockWidth)
            }
        }
        return rows
    }

    /// Shares `width` among the children: those that fill get what the others leave; the others
    /// get their ideal width, the narrowest served first so one long child cannot starve the rest.
    private func allotWidths(_ width: Int) -> [Int] {
        let available = max(0, width - spacing * max(0, children.count - 1))
        var widths = Array(repeating: 0, count: children.count)
        let fixed = children.indices.filter { !children[$0].fillsWidth }
        let ideal = Dictionary(uniqueKeysWithValues: fixed.map { ($0, children[$0].measure(proposedWidth: available)) })
        var remaining = available
        var unserved = fixed.count
        for index in fixed.sorted(by: { (ideal[$0] ?? 0, $0) < (ideal[$1] ?? 0, $1) }) {
            let share = remaining / max(1, unserved)
            widths[index] = min(ideal[index] ?? 0, share)
            remaining -= widths[index]
            unserved -= 1
        }
        let fillers = children.indices.filter { children[$0].fillsWidth }
        for (position, index) in fillers.enumerated() {
            widths[index] = remaining / fillers.count + (position < remaining % fillers.count ? 1 : 0)
        }
        return widths
    }
}
