/// Draws children over one another, later ones on top, each placed by `alignment` inside the
/// room the largest one takes.
///
/// A layer hides what is under it from its first column to its last visible character on each
/// of its rows; the spaces that only pad a row out on the right let the layers below show.
final class ZStackNode: LayoutNode {
    let children: [any LayoutNode]
    let alignment: Alignment
    let fillsWidth: Bool
    let fillsHeight: Bool

    init(children: [any LayoutNode], alignment: Alignment = .center) {
        self.children = children
        self.alignment = alignment
        self.fillsWidth = children.contains { $0.fillsWidth }
        self.fillsHeight = children.contains { $0.fillsHeight }
    }

    func measure(proposedWidth: Int) -> Int {
        children.reduce(0) { max($0, $1.measure(proposedWidth: proposedWidth)) }
    }

    func draw(width: Int) -> [Line] {
        compose(children.map { $0.draw(width: width) }, width: width, height: nil)
    }

    func draw(width: Int, height: Int) -> [Line] {
        compose(children.map { $0.draw(width: width, height: height) }, width: width, height: height)
    }

    private func compose(_ layers: [[Line]], width: Int, height: Int?) -> [Line] {
        let roomWidth = fillsWidth ? width : layers.reduce(0) { max($0, $1.blockWidth) }
        let roomHeight = height ?? layers.reduce(0) { max($0, $1.count) }
        var rows = Array(repeating: Line.empty, count: roomHeight)
        for layer in layers {
            let left = alignment.horizontal.offset(of: layer.blockWidth, in: roomWidth)
            let top = alignment.vertical.offset(of: layer.count, in: roomHeight)
            rows.composite(layer, left: left, top: top)
        }
        return rows
    }
}

extension Array where Element == Line {
    /// Draws `layer` over these rows with its top-left corner at (`left`, `top`); rows of the
    /// layer that fall below the last row are dropped.
    mutating func composite(_ layer: [Line], left: Int, top: Int) {
        for (offset, line) in layer.enumerated() {
            let row = top + offset
            guard row >= 0 && row < count else { continue }
            let visible = line.trimmingTrailingSpaces()
            if visible.width == 0 { continue }
            self[row] = self[row].overlaid(with: visible, at: left)
        }
    }
}

extension Line {
    /// This line without the spaces at its end.
    func trimmingTrailingSpaces() -> Line {
        // Most lines end in something else; the last byte tells without stepping back a cluster.
        guard text.utf8.last == 0x20 else { return self }
        var trimmed = text
        var removed = 0
        while trimmed.last == " " {
            trimmed.removeLast()
            removed += 1
        }
        return removed == 0 ? self : Line(trimmed, width: width - removed)
    }
}
