extension View {
    /// Hides (or shows) this row's separators on the edges given. The rule between two rows is
    /// the upper row's bottom separator, so hiding a row's bottom edge (or all, the default)
    /// takes away the rule under it; a top separator shows only above a list's first row, where
    /// TextUI draws none. On a `ForEach` it reaches each row.
    ///
    /// ```swift
    /// List {
    ///     Text("Inbox").listRowSeparator(.hidden)
    ///     Text("Drafts")
    ///     Text("Sent")
    /// }.render(width: 12)
    /// ```
    /// ```text
    /// ╭──────────╮
    /// │ Inbox    │
    /// │ Drafts   │
    /// ├──────────┤
    /// │ Sent     │
    /// ╰──────────╯
    /// ```
    ///
    /// SwiftUI: func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        EachChildModifiedView(self) { row, _ in
            RowSeparatorNode(child: row, visibility: visibility, edges: edges)
        }
    }
}

/// A list row carrying what `listRowSeparator(_:edges:)` set on some of its edges; otherwise
/// the row itself. Its section reads it (``hiddenEdges(of:)``) when it draws its rules.
final class RowSeparatorNode: PassThroughNode {
    let child: any LayoutNode
    let visibility: Visibility
    let edges: VerticalEdge.Set

    init(child: any LayoutNode, visibility: Visibility, edges: VerticalEdge.Set) {
        self.child = child
        self.visibility = visibility
        self.edges = edges
    }

    /// The edges of `row` with no rule. The modifier written last (outermost) decides an edge,
    /// as a row's traits are; a rule a modifier leaves `.automatic` or `.visible` is drawn. The
    /// search goes through what wraps a row without being drawn around it: settings, actions,
    /// a tag, what a screen reader reads, padding, a background or overlay.
    static func hiddenEdges(of row: any LayoutNode) -> VerticalEdge.Set {
        var hidden: VerticalEdge.Set = []
        var decided: VerticalEdge.Set = []
        var node: (any LayoutNode)? = row
        while let current = node {
            if let marked = current as? RowSeparatorNode {
                let undecided = marked.edges.subtracting(decided)
                if marked.visibility == .hidden { hidden.formUnion(undecided) }
                decided.formUnion(undecided)
            }
            node = wrapped(by: current)
        }
        return hidden
    }

    /// The one view `node` wraps without drawing around it, if it is such a wrapper.
    private static func wrapped(by node: any LayoutNode) -> (any LayoutNode)? {
        switch node {
        case let passThrough as any PassThroughNode: passThrough.child
        case let actions as RowActionsNode: actions.content
        case let tagged as TagNode: tagged.child
        case let read as AccessibilityNode: read.content
        case let inset as InsetNode: inset.child
        case let layered as OverlayNode: layered.base
        default: nil
        }
    }
}
