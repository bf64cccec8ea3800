/// The screen on top of a navigation stack with the alerts, dialogs and sheets that screens
/// beneath it present: SwiftUI presents them over the whole window, so an `.alert` on a stack's
/// root shows over whatever screen is pushed. Drawn as the top screen with each presentation
/// over it (over the top screen's own), innermost first; a screen reader reads the outermost
/// one, modal as it is.
final class CarriedPresentationsNode: PresentationNode {
    var base: any LayoutNode
    let presentations: [any PresentationNode]

    init(base: any LayoutNode, presentations: [any PresentationNode]) {
        self.base = base
        self.presentations = presentations
    }

    var readingOrderChildren: [any LayoutNode] {
        presentations.last.map { [$0] } ?? [base]
    }

    func present(over screen: [Line], width: Int) -> [Line] {
        presentations.reduce(screen) { rows, presentation in presentation.present(over: rows, width: width) }
    }

    /// The presentations wrapping `node` (through lifecycle and accessibility wrappers),
    /// innermost first.
    static func presentations(in node: any LayoutNode) -> [any PresentationNode] {
        var found: [any PresentationNode] = []
        var current: (any LayoutNode)? = node
        while let node = current {
            switch node {
            case let presentation as any PresentationNode:
                found.append(presentation)
                current = presentation.base
            case let lifecycle as LifecycleNode: current = lifecycle.content
            case let accessibility as AccessibilityNode: current = accessibility.content
            default: current = nil
            }
        }
        return found.reversed()
    }
}
