/// A laid-out view. Layout is two passes: a parent proposes a width and the child answers the
/// width it would take (`measure`); the parent then decides and asks the child to `draw` at
/// the width granted.
///
/// The contract every node keeps: `draw(width:)` never returns a line wider than `width`.
protocol LayoutNode {
    /// The width this node would take when offered `proposedWidth` columns; at most the proposal
    /// unless the node cannot be drawn narrower.
    func measure(proposedWidth: Int) -> Int

    /// The rows of this node drawn in `width` columns. Rows may be narrower than `width`.
    func draw(width: Int) -> [Line]

    /// Whether the node grows to fill whatever width its parent has left (`Spacer`, `Divider`).
    var fillsWidth: Bool { get }
}

extension LayoutNode {
    var fillsWidth: Bool { false }
}
