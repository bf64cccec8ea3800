/// Lays children out one below another, each aligned across the stack's width.
final class VStackNode: LayoutNode {
    let children: [any LayoutNode]
    let spacing: Int
    let alignment: HorizontalAlignment
    let fillsWidth: Bool
    let fillsHeight: Bool
    private var lastMeasure: (proposal: Int, width: Int)?

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

    func draw(width: Int) -> [Line] {
        assemble(children.map { $0.draw(width: width) }, width: width)
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
