/// A node drawn exactly as its content, carrying what a screen reader is told about it: set
/// by the accessibility modifiers and by views whose meaning the drawn text loses (an image's
/// symbol, a field's placeholder, a toggle's state).
final class AccessibilityNode: LayoutNode {
    /// How the content's elements become what is read.
    enum Shape {
        /// The content's own elements, each changed by the settings below (or combined into
        /// one when a label is set on several).
        case modifies
        /// One element of its own, the content read as nothing else.
        case element(AccessibilityElement)
        /// Elements of its own, in order, the content read as nothing else (a segmented
        /// picker's segments).
        case elements([AccessibilityElement])
    }

    let content: any LayoutNode
    let shape: Shape
    var label: String?
    var hint: String?
    /// Set by `accessibilityValue`: read after the label.
    var value: String?
    /// Set by `accessibilityAction(named:)` and `accessibilityAdjustableAction`: read as actions.
    var addedActions: [String] = []
    var removedTraits: AccessibilityTraits = []
    var isHidden = false
    var addedTraits: AccessibilityTraits = []
    /// Under `disabled(true)`: the controls inside read as dimmed.
    var dimsControls = false

    init(_ content: any LayoutNode, shape: Shape = .modifies) {
        self.content = content
        self.shape = shape
    }

    var fillsWidth: Bool { content.fillsWidth }
    var fillsHeight: Bool { content.fillsHeight }
    var minimumWidth: Int { content.minimumWidth }
    func offerPhoneHeight(_ points: Double) { content.offerPhoneHeight(points) }
    func measure(proposedWidth: Int) -> Int { content.measure(proposedWidth: proposedWidth) }
    func draw(width: Int) -> [Line] { content.draw(width: width) }
    func draw(width: Int, height: Int) -> [Line] { content.draw(width: width, height: height) }

    /// `node` with `change` applied: to `node` itself when it is already an accessibility node
    /// that only modifies, so chained modifiers stay one node, otherwise to a new wrapper.
    static func wrapping(_ node: any LayoutNode, _ change: (AccessibilityNode) -> Void) -> any LayoutNode {
        // Written without a closure: Swift 6.3.1's optimizer crashed (a SIL verification failure
        // in OwnershipModelEliminator) on the `flatMap { } ?? …` form in a release build.
        let wrapper: AccessibilityNode
        if let existing = node as? AccessibilityNode, case .modifies = existing.shape {
            wrapper = existing
        } else {
            wrapper = AccessibilityNode(node)
        }
        change(wrapper)
        return wrapper
    }
}
