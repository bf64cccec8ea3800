/// The part of a disabled control a person would operate, put in parentheses, as a disabled
/// plain button is: `(Weekly ⌄)`, `(− 2 +)`, `(( ●))`. Content of several rows opens on the
/// first row and closes on the last, the rows between indented to line up. Narrower than three
/// columns, the content alone.
final class DimmedNode: LayoutNode {
    let child: any LayoutNode

    init(_ child: any LayoutNode) {
        self.child = child
    }

    /// `node`, in parentheses when the controls in `context` are disabled.
    static func wrapping(_ node: any LayoutNode, in context: RenderContext) -> any LayoutNode {
        context.environment.isEnabled ? node : DimmedNode(node)
    }

    var fillsWidth: Bool { child.fillsWidth }
    var readingOrderChildren: [any LayoutNode] { [child] }
    var minimumWidth: Int { child.minimumWidth }

    func measure(proposedWidth: Int) -> Int {
        guard proposedWidth >= 3 else { return child.measure(proposedWidth: proposedWidth) }
        return child.measure(proposedWidth: proposedWidth - 2) + 2
    }

    func draw(width: Int) -> [Line] {
        guard width >= 3 else { return child.draw(width: width) }
        let rows = child.draw(width: width - 2)
        guard !rows.isEmpty else { return [Line("()", width: 2)] }
        return rows.enumerated().map { index, row in
            let open = index == 0 ? Line("(", width: 1) : .spaces(1)
            let close = index == rows.count - 1 ? Line(")", width: 1) : .empty
            return open + (child.fillsWidth ? row : row.trimmingTrailingSpaces()) + close
        }
    }
}
