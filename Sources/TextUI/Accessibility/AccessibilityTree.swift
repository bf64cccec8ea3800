/// Walks a laid-out view in reading order (top to bottom, leading to trailing, as drawn) and
/// collects the elements a screen reader stops on, deriving what SwiftUI derives: a `Text`
/// reads its content, a `Button` its label's words joined by commas, an image its symbol in
/// words, a navigation title and a section header read as headings, a tab bar as tabs with
/// the shown one selected. An alert is modal: only it is read.
enum AccessibilityTree {
    static func elements(of node: any LayoutNode) -> [AccessibilityElement] {
        var found: [AccessibilityElement] = []
        collect(node, into: &found)
        return found
    }

    /// Appends the elements of `node` to `found`: stacks, frames and the other nodes that only
    /// hold others pass their children in, with no array made per node (a screen's tree is
    /// mostly these); any other node is read by ``elementsOfOwnKind(of:)``.
    private static func collect(_ node: any LayoutNode, into found: inout [AccessibilityElement]) {
        switch node {
        case let node as VStackNode: for child in node.children { collect(child, into: &found) }
        case let node as HStackNode: for child in node.children { collect(child, into: &found) }
        case let node as ZStackNode: for child in node.children { collect(child, into: &found) }
        case let node as OverlayNode:
            collect(node.base, into: &found)
            collect(node.overlay, into: &found)
        case let node as FrameNode: collect(node.child, into: &found)
        case let node as InsetNode: collect(node.child, into: &found)
        case let node as BorderNode: collect(node.child, into: &found)
        case let node as TagNode: collect(node.child, into: &found)
        case let node as TabItemNode: collect(node.content, into: &found)
        case let node as TextNode:
            if !node.spokenContent.isEmpty { found.append(AccessibilityElement(label: node.spokenContent, traits: .isStaticText)) }
        default: found.append(contentsOf: elementsOfOwnKind(of: node))
        }
    }

    /// The elements of a node that reads as something of its own (a button, a screen, a list…).
    private static func elementsOfOwnKind(of node: any LayoutNode) -> [AccessibilityElement] {
        switch node {
        case let node as AccessibilityNode: return elements(of: node)
        case let node as HiddenNode: return node.isRead ? elements(of: node.content) : []
        case is RuleNode, is SpacerNode: return []
        case let node as ButtonNode:
            return [combined(elements(of: node.label), traits: .isButton)]
        case let node as ScreenNode: return screenElements(of: node)
        case let node as NavigationLinkNode: return [linkElement(of: node)]
        case let node as RowActionsNode: return rowElements(of: node)
        case let node as TabViewNode:
            let content = node.tabs.indices.contains(node.selected) ? elements(of: node.tabs[node.selected].content) : []
            if let pages = node.pages {
                // Page dots read as VoiceOver reads a page indicator: which page of how many.
                guard pages.showsIndex(pageCount: node.tabs.count) else { return content }
                return content + [AccessibilityElement(label: SystemString.pageOf.text(in: node.language, "\(node.selected + 1)", "\(node.tabs.count)"), traits: .isStaticText)]
            }
            let bar = node.tabs.enumerated().map { index, tab in
                var element = combined(tab.label.map(elements) ?? [], traits: .isTab)
                if index == node.selected { element.traits.insert(.isSelected) }
                element.value = tab.badge
                return element
            }
            return content + bar
        case let node as AlertNode:
            var title = combined(elements(of: node.title), traits: [.isHeader, .isModal])
            title.traits.remove(.isStaticText)
            return [title] + elements(of: node.message) + node.buttons.map { combined(elements(of: $0), traits: .isButton) }
        case let node as SheetNode: return elements(of: node.sheet)
        case let node as ConfirmationDialogNode: return dialogElements(of: node)
        case let node as ListNode: return node.sections.flatMap(elements)
        case let node as PlainSectionsNode: return node.sections.flatMap(elements)
        case let node as SectionNode:
            let header = node.header.map { [heading(elements(of: $0))] } ?? []
            return header + node.rows.flatMap(elements) + (node.footer.map(elements) ?? [])
        case let node as LabeledContentNode:
            var element = combined(elements(of: node.title), traits: [])
            element.traits.insert(.isStaticText)
            element.value = joinedLabels(elements(of: node.value))
            return [element]
        case is ProgressBarNode: return [AccessibilityElement(label: nil, control: .progress)]
        default: return node.readingOrderChildren.flatMap(elements)
        }
    }

    private static func elements(of node: AccessibilityNode) -> [AccessibilityElement] {
        if node.isHidden { return [] }
        var found: [AccessibilityElement]
        switch node.shape {
        case .element(let element): found = [element]
        case .elements(let elements): found = elements
        case .modifies: found = elements(of: node.content)
        }
        if node.label != nil, found.count != 1 {
            found = [combined(found, traits: [])]
        }
        return found.map { element in
            var element = element
            if let label = node.label { element.label = label }
            if let hint = node.hint { element.hint = hint }
            if let value = node.value { element.value = value }
            element.actions += node.addedActions.filter { !element.actions.contains($0) }
            element.traits.formUnion(node.addedTraits)
            element.traits.subtract(node.removedTraits)
            if node.dimsControls, element.isControl { element.isEnabled = false }
            if node.addedTraits.contains(.isHeader) { element.traits.remove(.isStaticText) }
            return element
        }
    }

    /// Several elements read as one (a button's label): their labels joined by commas, their
    /// traits added to `traits` (less the static-text and image traits the whole replaces).
    static func combined(_ parts: [AccessibilityElement], traits: AccessibilityTraits) -> AccessibilityElement {
        var merged = traits
        var hint: String?
        for part in parts {
            merged.formUnion(part.traits)
            if hint == nil { hint = part.hint }
        }
        if !traits.isEmpty { merged.subtract([.isStaticText, .isImage]) }
        return AccessibilityElement(label: joinedLabels(parts), hint: hint, traits: merged)
    }

    /// The labels (and values) of `parts` joined by ", ", or `nil` when none has words.
    private static func joinedLabels(_ parts: [AccessibilityElement]) -> String? {
        var joined: String?
        func add(_ word: String?) {
            guard let word, !word.isEmpty else { return }
            if joined == nil { joined = word } else { joined! += ", " + word }
        }
        for part in parts {
            add(part.label)
            add(part.value)
        }
        return joined
    }
}
