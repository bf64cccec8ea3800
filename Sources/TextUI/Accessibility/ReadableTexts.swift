/// The texts a person can read in a laid-out screen, each with the node that draws it: every
/// `Text` a screen reader reaches, and the navigation titles, less what the screen itself asked
/// to hide — a `.hidden()` view, a frame or scroll view that cut its content, the screen under
/// an alert or sheet, an unselected tab, a menu's closed items. What ``SilentLoss`` looks for in
/// the drawing.
enum ReadableTexts {
    /// One text and the node whose drawing should show it.
    struct Entry {
        let text: String
        let owner: any LayoutNode
    }

    /// The readable texts of `root`, in reading order.
    static func of(_ root: any LayoutNode) -> [Entry] {
        var found: [Entry] = []
        collect(root, into: &found)
        return found
    }

    private static func collect(_ node: any LayoutNode, into found: inout [Entry]) {
        switch node {
        case let text as TextNode:
            if text.content.contains(where: { !$0.isWhitespace }) { found.append(Entry(text: text.content, owner: text)) }
        case let screen as ScreenNode:
            if screen.bar.hasTopBar, let title = screen.bar.title, !title.isEmpty { found.append(Entry(text: title, owner: screen)) }
            for child in shownChildren(of: screen) { collect(child, into: &found) }
        default:
            for child in shownChildren(of: node) { collect(child, into: &found) }
        }
    }

    /// The nodes inside `node` whose texts its drawing shows. A node not named here is read
    /// through its `readingOrderChildren`.
    static func shownChildren(of node: any LayoutNode) -> [any LayoutNode] {
        switch node {
        case is TextNode, is HiddenNode, is SpacerNode, is RuleNode, is ShapeNode: return []
        case let node as VStackNode: return node.children
        case let node as HStackNode: return node.children
        case let node as ZStackNode: return node.children
        case let node as OverlayNode: return [node.base, node.overlay]
        case let node as FrameNode: return node.cutsContent ? [] : [node.child]
        case let node as ScrollNode: return node.cutsContent ? [] : [node.child]
        case let node as InsetNode: return [node.child]
        case let node as BorderNode: return [node.child]
        case let node as TagNode: return [node.child]
        case let node as AccessibilityNode: return [node.content]
        case let node as ButtonNode: return [node.label]
        case let node as LabeledContentNode: return [node.title, node.value]
        case let node as NavigationLinkNode: return [node.label]
        case let node as RowActionsNode: return [node.content]
        case let node as ScreenNode:
            let bar = node.bar
            var items: [any LayoutNode] = []
            if bar.hasTopBar { items += bar.leading + bar.principal + bar.trailing }
            if bar.hasBottomBar { items += bar.bottom + bar.status }
            // Items in the overflow menu (`⋯`) are a tap away, not lost.
            return items.filter { !node.overflowed.contains(ObjectIdentifier($0)) } + [node.content]
        case let node as TabViewNode:
            let content = node.tabs.indices.contains(node.selected) ? [node.tabs[node.selected].content] : []
            // The bar's titles give way to symbols when they do not fit, so only the content counts.
            return content
        case let node as TabItemNode: return [node.content]
        // Under a presentation, only what is presented is sure to show.
        case let node as AlertNode: return [node.title, node.message] + node.buttons
        case let node as SheetNode: return [node.sheet]
        case let node as ConfirmationDialogNode: return node.header + node.buttons
        case let node as CarriedPresentationsNode: return node.presentations.last.map { shownChildren(of: $0) } ?? [node.base]
        case let node as any SectionsNode: return node.sections
        case let node as SectionNode: return (node.header.map { [$0] } ?? []) + node.rows + (node.footer.map { [$0] } ?? [])
        case let node as GeometryReaderNode: return node.lastContent.map { [$0] } ?? []
        default: return node.readingOrderChildren
        }
    }

    /// The chain of nodes from `root` down to `target`, both included; empty when `target` is
    /// not among the shown nodes.
    static func path(to target: any LayoutNode, in root: any LayoutNode) -> [any LayoutNode] {
        if root === target { return [root] }
        for child in shownChildren(of: root) {
            let below = path(to: target, in: child)
            if !below.isEmpty { return [root] + below }
        }
        return []
    }
}
