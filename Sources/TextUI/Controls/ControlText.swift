/// The words of a laid-out view on one line, for a control that shows another view's content
/// as its value (a picker's chosen option, a menu's label).
enum ControlText {
    /// The node's rows at its natural width, joined by spaces, without trailing spaces.
    static func plain(_ node: any LayoutNode) -> String {
        let width = node.measure(proposedWidth: 10_000)
        return node.draw(width: width).map { $0.trimmingTrailingSpaces().text }
            .filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// What a screen reader says for `node`'s elements, joined by commas; `nil` when nothing.
    static func spoken(_ node: any LayoutNode) -> String? {
        let words = AccessibilityTree.elements(of: node).flatMap { [$0.label, $0.value] }.compactMap { $0 }.filter { !$0.isEmpty }
        return words.isEmpty ? nil : words.joined(separator: ", ")
    }
}
