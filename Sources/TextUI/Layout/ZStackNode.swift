/// Draws children over one another, later ones on top, each placed by `alignment` inside the
/// room the largest one takes.
///
/// A filled shape under a layer that draws something is its paint and draws nothing. Only
/// what a layer draws covers what is under it (see ``Line/drawnRuns``): its words, the
/// single spaces between them and the inside of its boxes. The blank columns a spacer, a
/// padding or a frame leaves let the layers below show, as SwiftUI's see-through layout does.
final class ZStackNode: LayoutNode {
    let children: [any LayoutNode]
    let alignment: Alignment
    let fillsWidth: Bool
    let fillsHeight: Bool
    /// Each layer's node that moves a guide, when one moves a guide the stack aligns by;
    /// `nil` for the usual stack.
    private let guides: [AlignmentGuideNode?]?

    init(children: [any LayoutNode], alignment: Alignment = .center) {
        // A filled shape under something drawn is that thing's paint (a card, an avatar's
        // circle): blank, so the text over it reads.
        let top = children.lastIndex { !ShapeNode.isFill($0) }
        self.children = children.enumerated().map { index, child in
            guard let top, index < top, ShapeNode.isFill(child) else { return child }
            return HiddenNode(child)
        }
        self.alignment = alignment
        let guides = self.children.map(Self.guide(of:))
        self.guides = guides.contains { $0?.horizontal?.guide == alignment.horizontal || $0?.vertical?.guide == alignment.vertical }
            ? guides : nil
        self.fillsWidth = children.contains { $0.fillsWidth }
        self.fillsHeight = children.contains { $0.fillsHeight }
    }

    /// Each layer is proposed the stack's room, as SwiftUI's ZStack proposes it.
    func offerPhoneHeight(_ points: Double) {
        for child in children { child.offerPhoneHeight(points) }
    }

    func measure(proposedWidth: Int) -> Int {
        children.reduce(0) { max($0, $1.measure(proposedWidth: proposedWidth)) }
    }

    func draw(width: Int) -> [Line] {
        let layers = children.map { $0.draw(width: width) }
        if let height = roomForEdgeLayers(layers) { return draw(width: width, height: height) }
        return compose(layers, width: width, height: nil)
    }

    /// A layer that can grow (a column with a spacer in it) is drawn at its own rows when no
    /// height is given; a layer at the top or bottom edge that would then cover what it draws
    /// gets room instead, as a phone's full-height screen gives it: the stack is as tall as
    /// both, and the growing layer's spacers take the difference. `nil` when nothing meets.
    private func roomForEdgeLayers(_ layers: [[Line]]) -> Int? {
        guard guides == nil, alignment.vertical == .top || alignment.vertical == .bottom else { return nil }
        func drawn(_ line: Line) -> Bool { line.text.contains { $0 != " " } }
        let growing = children.indices.filter { children[$0].fillsHeight && layers[$0].contains(where: drawn) }
        let edge = children.indices.filter { !children[$0].fillsHeight && layers[$0].contains(where: drawn) }
        guard let growHeight = growing.map({ layers[$0].count }).max(),
              let edgeHeight = edge.map({ layers[$0].count }).max() else { return nil }
        let room = max(growHeight, edgeHeight)
        let covered = alignment.vertical == .top ? 0..<edgeHeight : (room - edgeHeight)..<room
        let meets = growing.contains { index in
            layers[index].indices.contains { covered.contains($0) && drawn(layers[index][$0]) }
        }
        return meets ? growHeight + edgeHeight : nil
    }

    func draw(width: Int, height: Int) -> [Line] {
        // A layer that grows takes the rows; any other is drawn at its own and placed by `alignment`.
        compose(children.map { $0.fillsHeight ? $0.draw(width: width, height: height) : $0.draw(width: width) }, width: width, height: height)
    }

    private func compose(_ layers: [[Line]], width: Int, height: Int?) -> [Line] {
        if let places = guidedPlaces(of: layers) {
            return composeGuided(layers, at: places, width: width, height: height)
        }
        let roomWidth = fillsWidth ? width : layers.reduce(0) { max($0, $1.blockWidth) }
        let roomHeight = height ?? layers.reduce(0) { max($0, $1.count) }
        // Rows as wide as the room, so the stack keeps its size where no layer draws.
        var rows = Array(repeating: Line.spaces(roomWidth), count: roomHeight)
        for (layer, child) in zip(layers, children) {
            let left = alignment.horizontal.offset(of: layer.blockWidth, in: roomWidth)
            let top = alignment.vertical.offset(of: layer.count, in: roomHeight)
            rows.composite(layer, left: left, top: top, coversInsideOfBoxes: !ShapeNode.isClearOutline(child))
        }
        return rows
    }

    /// Where each layer's top-left corner goes when a layer moves a guide the stack aligns by
    /// (`.alignmentGuide(.leading) { … }` in a `ZStack(alignment: .topLeading)`): each layer
    /// placed so that its guide — moved, or where its edge or centre puts it — falls on one
    /// line, as SwiftUI lines them up. Each guide is asked once per layout, layer by layer,
    /// across then down, as the "flow layout" of tags that apps build from guides expects.
    /// `nil` when no layer moves one.
    private func guidedPlaces(of layers: [[Line]]) -> [(left: Int, top: Int)]? {
        guard let guides else { return nil }
        var places: [(left: Int, top: Int)] = []
        for (layer, guide) in zip(layers, guides) {
            let (width, height) = (layer.blockWidth, layer.count)
            let across = guide?.column(of: alignment.horizontal, width: width, height: height) ?? alignment.horizontal.offset(of: 0, in: width)
            let down = guide?.row(of: alignment.vertical, width: width, height: height) ?? alignment.vertical.offset(of: 0, in: height)
            places.append((-across, -down))
        }
        let (minLeft, minTop) = (places.map(\.left).min() ?? 0, places.map(\.top).min() ?? 0)
        return places.map { ($0.left - minLeft, $0.top - minTop) }
    }

    /// `layers` drawn at `places`, in a room as large as they take together, cut at `width`.
    private func composeGuided(_ layers: [[Line]], at places: [(left: Int, top: Int)], width: Int, height: Int?) -> [Line] {
        let wholeWidth = zip(layers, places).reduce(0) { max($0, $1.1.left + $1.0.blockWidth) }
        let roomWidth = fillsWidth ? width : min(width, wholeWidth)
        let roomHeight = height ?? zip(layers, places).reduce(0) { max($0, $1.1.top + $1.0.count) }
        var rows = Array(repeating: Line.spaces(wholeWidth), count: roomHeight)
        for (layer, place) in zip(layers, places) {
            rows.composite(layer, left: place.left, top: place.top)
        }
        return rows.map { $0.width > roomWidth ? $0.slice(from: 0, to: roomWidth) : $0 }
    }

    /// The node under `node`'s wrappers that moves a guide, if any.
    private static func guide(of node: any LayoutNode) -> AlignmentGuideNode? {
        var current = node
        while true {
            if let guided = current as? AlignmentGuideNode { return guided }
            guard let wrapper = current as? any PassThroughNode else { return nil }
            current = wrapper.child
        }
    }
}

extension Array where Element == Line {
    /// Draws `layer` over these rows with its top-left corner at (`left`, `top`), each row's
    /// drawn runs only (see ``Line/drawnRuns``); rows of the layer that fall below the last
    /// row are dropped. A layer that is a clear shape's outline covers its sides only.
    mutating func composite(_ layer: [Line], left: Int, top: Int, coversInsideOfBoxes: Bool = true) {
        for (offset, line) in layer.enumerated() {
            let row = top + offset
            guard row >= 0 && row < count else { continue }
            for run in line.drawnRuns(joiningBoxSides: coversInsideOfBoxes) {
                self[row] = self[row].overlaid(with: run.line, at: left + run.column)
            }
        }
    }
}

extension Line {
    /// The parts of this row a layer covers what is under it with, each with the column it
    /// starts at: runs of visible characters joined across single spaces (a sentence's words,
    /// a button's brackets and title), and everything from a box's left side to its right one
    /// (`│ … │`, a card's inside). Two or more blank columns between runs — a spacer, a padding,
    /// a frame's margin — are not drawn, and neither are the blanks before and after. With
    /// `joiningBoxSides` false (a clear shape's outline) a box's sides are runs of their own
    /// and its blank inside is left to what is under it.
    func drawnRuns(joiningBoxSides: Bool = true) -> [(column: Int, line: Line)] {
        var runs: [(start: Int, end: Int)] = []
        var sides: [Int] = []
        var column = 0
        var blanks = 0
        for character in text {
            let width = DisplayWidth.of(character)
            if character == " " {
                blanks += 1
            } else {
                if let last = runs.last, blanks <= 1 {
                    runs[runs.count - 1] = (last.start, column + width)
                } else {
                    runs.append((column, column + width))
                }
                if Self.boxSides.contains(character) { sides.append(column) }
                blanks = 0
            }
            column += width
        }
        // A box's inside is drawn, blank or not: pairs of sides, left to right, join the runs
        // between them and those they touch.
        if joiningBoxSides, sides.count > 1 {
            var spans = runs
            for pair in stride(from: 0, to: sides.count - 1, by: 2) { spans.append((sides[pair], sides[pair + 1] + 1)) }
            spans.sort { $0.start < $1.start }
            runs = []
            for span in spans {
                if let last = runs.last, span.start <= last.end + 1 {
                    runs[runs.count - 1] = (last.start, max(last.end, span.end))
                } else {
                    runs.append(span)
                }
            }
        }
        guard runs.count > 1 || runs.first.map({ $0.start > 0 }) == true else {
            return runs.isEmpty ? [] : [(0, trimmingTrailingSpaces())]
        }
        return runs.map { ($0.start, slice(from: $0.start, to: $0.end)) }
    }

    /// The vertical sides of boxes, Unicode and ASCII.
    private static let boxSides: Set<Character> = ["│", "┃", "║", "|"]

    /// The characters of this row from display column `from` up to `to`; a wide character cut
    /// by either edge is left out.
    func slice(from: Int, to: Int) -> Line {
        var result = Line.empty
        var column = 0
        for character in text {
            let width = DisplayWidth.of(character)
            if column >= from && column + width <= to {
                result.text.append(character)
                result.width += width
            }
            column += width
            if column >= to { break }
        }
        return result
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
