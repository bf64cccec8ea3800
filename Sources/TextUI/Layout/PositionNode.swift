/// A view placed with its centre at a point of its parent's space (`.position(x:y:)`): it takes
/// all the room it is offered, as SwiftUI's does, and draws its child around that point, cut
/// at the edges; a point off the room leaves it empty.
final class PositionNode: LayoutNode {
    let child: any LayoutNode
    let column: Int
    let row: Int

    init(child: any LayoutNode, x: CGFloat, y: CGFloat) {
        self.child = child
        column = Self.cell(x, size: Points.columnWidth)
        row = Self.cell(y, size: Points.rowHeight)
    }

    /// The cell a coordinate falls in, kept within twice the drawing limit either way.
    private static func cell(_ points: CGFloat, size: Double) -> Int {
        let value = Double(points) / size
        guard !value.isNaN else { return 0 }
        let bound = Double(2 * Points.limit)
        return Int(Swift.min(bound, Swift.max(-bound, value)).rounded(.down))
    }

    var fillsWidth: Bool { true }
    var fillsHeight: Bool { true }
    var readingOrderChildren: [any LayoutNode] { [child] }

    func measure(proposedWidth: Int) -> Int { max(0, proposedWidth) }

    func draw(width: Int) -> [Line] { place(width: width, height: nil) }

    func draw(width: Int, height: Int) -> [Line] { place(width: width, height: height).fitted(toHeight: height) }

    private func place(width: Int, height: Int?) -> [Line] {
        let childWidth = child.measure(proposedWidth: width)
        let lines = child.draw(width: childWidth)
        let left = column - childWidth / 2
        let top = row - lines.count / 2
        let bottom = min(top + lines.count, height ?? Points.limit)
        guard left < width, left + childWidth > 0, top < bottom, bottom > 0 else { return [] }
        var rows = Array(repeating: Line.spaces(width), count: bottom)
        for index in max(0, top)..<bottom {
            let cut = lines[index - top].slice(from: max(0, -left), to: width - left)
            rows[index] = (Line.spaces(max(0, left)) + cut).padded(to: width)
        }
        return rows
    }
}

extension View {
    /// Places the centre of this view at `position` in its parent's space, taking all the room
    /// offered; a point past the edge leaves the room empty.
    ///
    /// ```swift
    /// Text("◆").position(x: 40, y: 24).frame(width: 80, height: 48).border()
    /// ```
    /// ```text
    /// ┌──────────┐
    /// │          │
    /// │     ◆    │
    /// │          │
    /// └──────────┘
    /// ```
    ///
    /// SwiftUI: nonisolated func position(_ position: CGPoint) -> some View
    public func position(_ position: CGPoint) -> some View {
        self.position(x: position.x, y: position.y)
    }

    /// SwiftUI: nonisolated func position(x: CGFloat = 0, y: CGFloat = 0) -> some View
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        ModifiedView(self) { content, context in PositionNode(child: content.makeNode(context), x: x, y: y) }
    }
}
