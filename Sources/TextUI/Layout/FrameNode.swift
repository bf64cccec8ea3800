/// A frame around a child: a fixed or bounded size, with the child placed inside by
/// `alignment`. `nil` bounds take the child's own size; `Int.max` stands for "as much as
/// offered" (SwiftUI's `.infinity`).
final class FrameNode: LayoutNode {
    let child: any LayoutNode
    var width: Int?
    var minWidth: Int?
    var maxWidth: Int?
    var height: Int?
    var minHeight: Int?
    var maxHeight: Int?
    let alignment: Alignment
    /// Set once a drawing cut rows of the content to keep to the frame's height: text there is
    /// hidden because the screen asked for that height.
    private(set) var cutsContent = false

    init(child: any LayoutNode, alignment: Alignment) {
        self.child = child
        self.alignment = alignment
    }

    /// A frame with no width of its own takes the room offered when its content does (a
    /// shape, a colour), as SwiftUI's does.
    var fillsWidth: Bool { width == nil && (maxWidth == .max || (maxWidth == nil && child.fillsWidth)) }
    var fillsHeight: Bool { height == nil && (maxHeight == .max || child.fillsHeight) }
    var minimumWidth: Int { width == nil ? child.minimumWidth : 0 }

    /// A frame with no height of its own proposes what it is offered, kept between its
    /// minimum and maximum heights; one with a height gives its child that, not a phone's.
    func offerPhoneHeight(_ points: Double) {
        guard height == nil else { return }
        var points = points
        if let maxHeight, maxHeight != .max { points = min(points, Double(maxHeight) * Points.rowHeight) }
        if let minHeight { points = max(points, Double(minHeight) * Points.rowHeight) }
        child.offerPhoneHeight(points)
    }

    func measure(proposedWidth: Int) -> Int {
        let proposal = max(0, proposedWidth)
        if let width { return min(max(0, width), proposal) }
        let offered = min(proposal, maxWidth ?? proposal)
        let childWidth = child.fillsWidth ? offered : child.measure(proposedWidth: offered)
        let lower = minWidth ?? childWidth
        let upper = maxWidth ?? childWidth
        return min(proposal, max(lower, min(proposal, upper)))
    }

    func draw(width: Int) -> [Line] {
        let frameWidth = measure(proposedWidth: width)
        var lines = child.draw(width: frameWidth)
        let target = targetHeight(natural: lines.count, offered: nil)
        // A height the frame sets is offered to content that grows, as `render(height:)` is,
        // to a shape kept at a ratio, which is as high as the frame says, not cut, and to a
        // GeometryReader, whose content reads that height (a 20-point bar reads 16, not 0); a box
        // too tall for the frame is asked to fit (it gives its rows to what it surrounds).
        if child.fillsHeight && (target > lines.count || child is AspectRatioNode || readsHeight) || target < lines.count && child is BorderNode {
            lines = child.draw(width: frameWidth, height: target)
        }
        return place(lines, width: frameWidth, height: target)
    }

    func draw(width: Int, height offered: Int) -> [Line] {
        let frameWidth = measure(proposedWidth: width)
        var lines = child.draw(width: frameWidth)
        let target = targetHeight(natural: lines.count, offered: offered)
        if child.fillsHeight && (target > lines.count || child is AspectRatioNode || readsHeight) || target < lines.count && child is BorderNode {
            lines = child.draw(width: frameWidth, height: target)
        }
        let placed = place(lines, width: frameWidth, height: target)
        if placed.count > offered { cutsContent = true }
        return placed.fitted(toHeight: offered)
    }

    /// Whether the child is a GeometryReader given a height by this frame: its content reads
    /// the height it is drawn at, so it is drawn at the frame's, whatever it needs itself.
    private var readsHeight: Bool { height != nil && child.throughPassThroughs is GeometryReaderNode }

    private func targetHeight(natural: Int, offered: Int?) -> Int {
        if let height { return max(0, height) }
        let proposal = offered ?? natural
        let lower = minHeight ?? natural
        // With no height bound of its own, a frame passes the offered height on to a shape, as
        // SwiftUI's `frame(width:)` leaves the height to the shape inside.
        let upper = maxHeight ?? (child is ShapeNode ? max(natural, proposal) : natural)
        return max(0, max(lower, min(proposal, upper)))
    }

    private func place(_ lines: [Line], width: Int, height: Int) -> [Line] {
        let blockWidth = lines.blockWidth
        let left = alignment.horizontal.offset(of: blockWidth, in: width)
        let top = alignment.vertical.offset(of: lines.count, in: height)
        let blank = Line.spaces(width)
        var placed = Array(repeating: blank, count: top)
        if lines.count > height - top { cutsContent = true }
        for line in lines.prefix(max(0, height - top)) {
            placed.append((.spaces(left) + line).padded(to: width))
        }
        placed.append(contentsOf: repeatElement(blank, count: max(0, height - placed.count)))
        return placed
    }
}

extension FrameNode {
    /// A frame as wide as offered, with `child` placed inside by `alignment`.
    static func fillingWidth(_ child: any LayoutNode, alignment: HorizontalAlignment) -> FrameNode {
        let node = FrameNode(child: child, alignment: Alignment(horizontal: alignment, vertical: .top))
        node.maxWidth = .max
        return node
    }
}
