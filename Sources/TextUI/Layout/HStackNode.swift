/// Lays children out side by side: fixed children get their ideal width (the narrowest served
/// first, so one long child cannot starve the rest) and children that fill share what is left.
final class HStackNode: LayoutNode {
    let children: [any LayoutNode]
    let spacing: Int
    let alignment: VerticalAlignment
    let fillsWidth: Bool
    let fillsHeight: Bool
    private var lastMeasure: (proposal: Int, width: Int)?
    private var lastAllotment: (width: Int, widths: [Int], gap: Int)?

    init(children: [any LayoutNode], spacing: Int = 1, alignment: VerticalAlignment = .center) {
        self.children = children
        self.spacing = max(0, spacing)
        self.alignment = alignment
        self.fillsWidth = children.contains { $0.fillsWidth }
        self.fillsHeight = children.contains { $0.fillsHeight && !($0 is RuleNode) }
    }

    /// Side by side, each child is proposed the stack's whole height.
    func offerPhoneHeight(_ points: Double) {
        for child in children { child.offerPhoneHeight(points) }
    }

    func measure(proposedWidth: Int) -> Int {
        if let lastMeasure, lastMeasure.proposal == proposedWidth { return lastMeasure.width }
        let (widths, gap) = allot(proposedWidth)
        let width = min(max(0, proposedWidth), widths.reduce(0, +) + gap * max(0, children.count - 1))
        lastMeasure = (proposedWidth, width)
        return width
    }

    func draw(width: Int) -> [Line] {
        layout(width: width, height: nil)
    }

    func draw(width: Int, height: Int) -> [Line] {
        layout(width: width, height: height)
    }

    private func layout(width: Int, height: Int?) -> [Line] {
        let (widths, gap) = allot(width)
        // Rules (vertical dividers) stretch to the height of the rest, so they are drawn last.
        // So do shapes (a row's colour stripe) when no height is given.
        let stretched = children.map { $0 is RuleNode || (height == nil && Self.stretchesToRow($0)) }
        var blocks: [[Line]] = Array(repeating: [], count: children.count)
        for index in children.indices where !stretched[index] {
            let child = children[index]
            if let height, child.fillsHeight {
                blocks[index] = child.draw(width: widths[index], height: height)
            } else {
                blocks[index] = child.draw(width: widths[index])
            }
        }
        let rowCount = height ?? max(children.isEmpty ? 0 : 1, blocks.reduce(0) { max($0, $1.count) })
        for index in children.indices where stretched[index] {
            blocks[index] = children[index].draw(width: widths[index], height: rowCount)
        }
        var rows: [Line] = []
        rows.reserveCapacity(rowCount)
        for row in 0..<rowCount {
            var line = Line.empty
            for index in children.indices {
                if index > 0 && gap > 0 { line.append(.spaces(gap)) }
                let block = blocks[index]
                let top = alignment.offset(of: block.count, in: rowCount)
                let cell = row >= top && row < top + block.count ? block[row - top] : .empty
                line.append(cell.padded(to: widths[index]))
            }
            rows.append(line)
        }
        return rows
    }

    /// Whether `child` is a shape, bare or in a frame that sets no height, which SwiftUI sizes to
    /// the row the other children make (`Capsule().fill(color).frame(width: 4)` beside a row's
    /// text is a stripe as tall as the text).
    static func stretchesToRow(_ child: any LayoutNode) -> Bool {
        switch child {
        case is ShapeNode: true
        case let frame as FrameNode: frame.height == nil && frame.maxHeight == nil && stretchesToRow(frame.child)
        default: false
        }
    }

    /// Shares `width` among the children; the gap shrinks to nothing when the width cannot even
    /// hold the gaps.
    private func allot(_ width: Int) -> (widths: [Int], gap: Int) {
        if let lastAllotment, lastAllotment.width == width { return (lastAllotment.widths, lastAllotment.gap) }
        let width = max(0, width)
        let gaps = max(0, children.count - 1)
        let gap = spacing * gaps <= width ? spacing : 0
        let available = width - gap * gaps
        var widths = Array(repeating: 0, count: children.count)
        let fixed = children.indices.filter { !children[$0].fillsWidth }
        let fillers = children.indices.filter { children[$0].fillsWidth }
        // A spacer's `minLength`, and the width of a filling control that cannot wrap, are kept
        // before the others are served, as SwiftUI keeps them.
        let spacerMinimums = fillers.map { min(available, (children[$0] as? SpacerNode)?.minLength ?? children[$0].minimumWidth) }
        let kept = min(available, spacerMinimums.reduce(0, +))
        let ideal = fixed.map { (index: $0, width: children[$0].measure(proposedWidth: available - kept)) }
        var remaining = available - kept
        var unserved = fixed.count
        // So is the width of a fixed child that cannot wrap: the others share what is left.
        let minimums = ideal.map { ($0.index, min($0.width, children[$0.index].minimumWidth)) }
        var reserved = min(remaining, minimums.reduce(0) { $0 + $1.1 })
        var minimum = Array(repeating: 0, count: children.count)
        for (index, width) in minimums { minimum[index] = width }
        // A child with a higher `layoutPriority` is served first and may take more than an even
        // share, leaving each child after it a few columns so none is dropped.
        let priorities = children.map { ($0 as? PriorityNode)?.priority ?? 0 }
        let lowest = fixed.map { priorities[$0] }.min() ?? 0
        let order = ideal.sorted { (-priorities[$0.index], $0.width, $0.index) < (-priorities[$1.index], $1.width, $1.index) }
        for (position, entry) in order.enumerated() {
            reserved -= minimum[entry.index]
            var share = max(minimum[entry.index], (remaining - reserved) / max(1, unserved))
            if priorities[entry.index] > lowest {
                let reserve = order[(position + 1)...].reduce(0) { $0 + min($1.width, 6) }
                share = max(share, remaining - reserve)
            }
            // Never more than is left: minimums that together overflow the row are cut.
            widths[entry.index] = max(0, min(entry.width, share, remaining))
            remaining -= widths[entry.index]
            unserved -= 1
        }
        for (position, index) in fillers.enumerated() {
            widths[index] = spacerMinimums[position] + remaining / fillers.count + (position < remaining % fillers.count ? 1 : 0)
        }
        lastAllotment = (width, widths, gap)
        return (widths, gap)
    }
}
