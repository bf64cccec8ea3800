/// A laid-out view. Layout is two passes: a parent proposes a width and the child answers the
/// width it would take (`measure`); the parent then decides and asks the child to `draw` at
/// the width granted.
///
/// The contract every node keeps: `draw` never returns a line wider than the width it was given,
/// and `measure` never answers more than the width proposed. Nodes are classes so that a node
/// can remember its last measurement: a parent may ask twice (once to share out room, once to
/// draw) and nested stacks must not turn that into repeated work.
protocol LayoutNode: AnyObject {
    /// The width this node would take when offered `proposedWidth` columns; never more.
    func measure(proposedWidth: Int) -> Int

    /// The rows of this node drawn in `width` columns, as many as it needs. Rows may be
    /// narrower than `width`.
    func draw(width: Int) -> [Line]

    /// The rows of this node drawn in `width` columns and exactly `height` rows. Most nodes draw
    /// their natural rows and are padded with empty rows or cut; nodes that can use more room
    /// (`fillsHeight`) spread into it.
    func draw(width: Int, height: Int) -> [Line]

    /// Whether the node grows to fill whatever width its parent has left (`Spacer` in an
    /// `HStack`, `Divider`, a list).
    var fillsWidth: Bool { get }

    /// Whether the node grows to fill extra rows when a height is given (`Spacer` in a
    /// `VStack`, a tab view).
    var fillsHeight: Bool { get }

    /// The nodes a screen reader reads inside this one, in order, for nodes the accessibility
    /// tree has no case of its own for (grids, scroll views, backgrounds …); none by default.
    var readingOrderChildren: [any LayoutNode] { get }

    /// The fewest columns this node shows its content in: a control that cannot wrap (a date
    /// picker's date) says so, and a stack serves it that much before sharing out the rest;
    /// 0, the default, for content that wraps or cuts with a sign.
    var minimumWidth: Int { get }

    /// Hands this node the points of height a phone would propose to it when the drawing has
    /// no height (a preview at its natural height), for a ``GeometryReader`` inside to read:
    /// a node that proposes its own room to its content (a padding, a navigation stack, a
    /// stack) hands that on, less what it takes; one that proposes no height (a scroll view,
    /// a list) or a height of its own keeps it, the default. Called before the node is drawn.
    func offerPhoneHeight(_ points: Double)
}

extension LayoutNode {
    var fillsWidth: Bool { false }
    var fillsHeight: Bool { false }
    var readingOrderChildren: [any LayoutNode] { [] }
    var minimumWidth: Int { 0 }
    func offerPhoneHeight(_ points: Double) {}

    func draw(width: Int, height: Int) -> [Line] {
        draw(width: width).fitted(toHeight: height)
    }
}

/// A node that carries a setting for its parent to read (a button's role, a grid cell's span,
/// a layout priority) and otherwise is its child: it measures, draws, fills and is read as the
/// child is.
protocol PassThroughNode: LayoutNode {
    var child: any LayoutNode { get }
}

extension PassThroughNode {
    var fillsWidth: Bool { child.fillsWidth }
    var fillsHeight: Bool { child.fillsHeight }
    var readingOrderChildren: [any LayoutNode] { [child] }
    var minimumWidth: Int { child.minimumWidth }
    func offerPhoneHeight(_ points: Double) { child.offerPhoneHeight(points) }
    func measure(proposedWidth: Int) -> Int { child.measure(proposedWidth: proposedWidth) }
    func draw(width: Int) -> [Line] { child.draw(width: width) }
    func draw(width: Int, height: Int) -> [Line] { child.draw(width: width, height: height) }
}

extension LayoutNode {
    /// The node a chain of pass-through nodes stands for (itself when it is none): what a
    /// parent that asks what kind of view it holds looks at.
    var throughPassThroughs: any LayoutNode {
        var node: any LayoutNode = self
        while let passThrough = node as? any PassThroughNode { node = passThrough.child }
        return node
    }
}

/// A control that cannot wrap (a date picker's date): laid out and drawn as its child, with the
/// width a stack serves it before sharing out the rest.
final class KeepsWidthNode: PassThroughNode {
    let child: any LayoutNode
    let minimumWidth: Int

    init(child: any LayoutNode, minimumWidth: Int) {
        self.child = child
        self.minimumWidth = minimumWidth
    }
}

extension Array where Element == Line {
    /// These rows cut or padded with empty rows to exactly `height` rows.
    func fitted(toHeight height: Int) -> [Line] {
        let height = Swift.max(0, height)
        if count >= height { return Array(prefix(height)) }
        return self + repeatElement(Line.empty, count: height - count)
    }

    /// The width of the widest row.
    var blockWidth: Int {
        reduce(0) { Swift.max($0, $1.width) }
    }
}
