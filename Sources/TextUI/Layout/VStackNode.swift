/// Lays children out one below another, each aligned across the stack's width.
final class VStackNode: LayoutNode {
    let children: [any LayoutNode]
    let spacing: Int
    let alignment: HorizontalAlignment
    let fillsWidth: Bool
    let fillsHeight: Bool
    private var lastMeasure: (proposal: Int, width: Int)?
    /// The points of height a phone would propose to the stack, when the drawing has none.
    private var phoneHeight: Double?

    init(children: [any LayoutNode], spacing: Int = 0, alignment: HorizontalAlignment = .center) {
        self.children = children
        self.spacing = max(0, spacing)
        self.alignment = alignment
        self.fillsWidth = children.contains { $0.fillsWidth }
        self.fillsHeight = children.contains { $0.fillsHeight }
    }

    func measure(proposedWidth: Int) -> Int {
        if let lastMeasure, lastMeasure.proposal == proposedWidth { return lastMeasure.width }
        var widest = 0
        for child in children {
            widest = max(widest, child.measure(proposedWidth: proposedWidth))
        }
        let width = min(widest, max(0, proposedWidth))
        lastMeasure = (proposedWidth, width)
        return width
    }

    /// Kept until the stack is drawn: what its growing children are proposed depends on the
    /// rows the others take at the width it is drawn at.
    func offerPhoneHeight(_ points: Double) {
        phoneHeight = points
    }

    func draw(width: Int) -> [Line] {
        guard let phoneHeight, fillsHeight else { return assemble(children.map { $0.draw(width: width) }, width: width) }
        return assemble(drawSharing(phoneHeight, width: width), width: width)
    }

    /// The children drawn as a phone lays out a stack proposed `points` of height: the
    /// children that keep their size first, then the ones that grow (a `GeometryReader`, a
    /// `Spacer`, a stack holding one), each proposed an even share of what the others and
    /// the spacing leave, as SwiftUI's VStack shares it among its flexible children.
    private func drawSharing(_ points: Double, width: Int) -> [[Line]] {
        var blocks = [[Line]](repeating: [], count: children.count)
        var used = spacing * max(0, children.count - 1)
        let growing = children.indices.filter { children[$0].fillsHeight }
        for index in children.indices where !children[index].fillsHeight {
            blocks[index] = children[index].draw(width: width)
            used += blocks[index].count
        }
        let share = max(0, points - Double(used) * Points.rowHeight) / Double(growing.count)
        for index in growing {
            children[index].offerPhoneHeight(share)
            blocks[index] = children[index].draw(width: width)
        }
        return blocks
    }

    /// With a height to fill, the rows left over after every child's natural rows go to the
    /// children that fill height (spacers first of all), shared out evenly from the top.
    func draw(width: Int, height: Int) -> [Line] {
        var blocks = children.map { $0.draw(width: width) }
        let used = blocks.reduce(0) { $0 + $1.count } + spacing * max(0, children.count - 1)
        let flexible = children.indices.filter { children[$0].fillsHeight }
        let extra = height - used
        if extra > 0 && !flexible.isEmpty {
            for (position, index) in flexible.enumerated() {
                let share = extra / flexible.count + (position < extra % flexible.count ? 1 : 0)
                blocks[index] = children[index].draw(width: width, height: blocks[index].count + share)
            }
        }
        return assemble(blocks, width: width).fitted(toHeight: height)
    }

    private func assemble(_ blocks: [[Line]], width: Int) -> [Line] {
        let stackWidth = fillsWidth ? width : blocks.reduce(0) { max($0, $1.blockWidth) }
        var lines: [Line] = []
        lines.reserveCapacity(blocks.reduce(0) { $0 + $1.count } + spacing * blocks.count)
        for (index, block) in blocks.enumerated() {
            if index > 0 { lines.append(contentsOf: repeatElement(.empty, count: spacing)) }
            // A block is aligned as a whole, so its own rows keep their alignment inside it.
            let blockWidth = block.blockWidth
            let offset = alignment.offset(of: blockWidth, in: stackWidth)
            for line in block {
                lines.append(offset == 0 ? line : .spaces(offset) + line)
            }
        }
        return lines
    }
}
