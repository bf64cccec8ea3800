/// A row drawn as it is, carrying the actions a person reaches by swiping it or holding it
/// (`swipeActions`, `contextMenu`, `onDelete`): a screen reader offers them as the custom
/// actions of the row's first element.
final class RowActionsNode: LayoutNode {
    let content: any LayoutNode
    private(set) var actions: [String]
    /// Set by `deleteDisabled(true)`: `onDelete` offers no Delete for this row.
    private(set) var isDeleteDisabled: Bool

    private init(content: any LayoutNode, actions: [String], isDeleteDisabled: Bool) {
        self.content = content
        self.actions = actions
        self.isDeleteDisabled = isDeleteDisabled
    }

    var fillsWidth: Bool { content.fillsWidth }
    var fillsHeight: Bool { content.fillsHeight }
    func measure(proposedWidth: Int) -> Int { content.measure(proposedWidth: proposedWidth) }
    func draw(width: Int) -> [Line] { content.draw(width: width) }
    func draw(width: Int, height: Int) -> [Line] { content.draw(width: width, height: height) }

    /// `node` offering `actions` too (each once), kept one node when it already offers some.
    static func adding(_ actions: [String], to node: any LayoutNode) -> any LayoutNode {
        let wrapper = node as? RowActionsNode ?? RowActionsNode(content: node, actions: [], isDeleteDisabled: false)
        for action in actions where !wrapper.actions.contains(action) {
            if isDeleteAction(action), wrapper.isDeleteDisabled { continue }
            wrapper.actions.append(action)
        }
        return wrapper
    }

    /// `node` with no Delete action, now or from an `onDelete` around it.
    static func disablingDelete(_ node: any LayoutNode) -> any LayoutNode {
        let wrapper = node as? RowActionsNode ?? RowActionsNode(content: node, actions: [], isDeleteDisabled: false)
        wrapper.isDeleteDisabled = true
        wrapper.actions.removeAll(where: isDeleteAction)
        return wrapper
    }

    /// What `onDelete` offers, before it is written in the row's language.
    static let deleteAction = "Delete"

    /// Whether `action` is `onDelete`'s Delete, in any language TextUI writes.
    static func isDeleteAction(_ action: String) -> Bool {
        SystemLanguage.allCases.contains { SystemString.delete.text(in: $0) == action }
    }
}

extension AccessibilityTree {
    /// The row's elements, the first offering the row's actions.
    static func rowElements(of node: RowActionsNode) -> [AccessibilityElement] {
        var found = elements(of: node.content)
        guard !found.isEmpty, !node.actions.isEmpty else { return found }
        found[0].actions += node.actions.filter { !found[0].actions.contains($0) }
        return found
    }

    /// The labels of the buttons (and other elements) of a menu or swipe actions' content.
    static func actionNames(of node: any LayoutNode) -> [String] {
        elements(of: node).compactMap { $0.label.flatMap { $0.isEmpty ? nil : $0 } }
    }
}
