/// Views made from a collection (`ForEach`), which `onDelete` and `onMove` apply to.
///
/// ```swift
/// List {
///     ForEach(["Milk", "Eggs"], id: \.self) { Text($0) }
///         .onDelete { _ in }
/// }.render(width: 10)
/// ```
/// ```text
/// ╭────────╮
/// │ Milk   │
/// ├────────┤
/// │ Eggs   │
/// ╰────────╯
/// ```
/// Each row is read with `Actions: Delete`.
///
/// SwiftUI: @MainActor @preconcurrency protocol DynamicViewContent : View
public protocol DynamicViewContent: View {
    /// The collection the views are made from.
    ///
    /// SwiftUI: DynamicViewContent.Data
    associatedtype Data: Collection

    /// The collection the views are made from.
    ///
    /// SwiftUI: var data: Self.Data { get }
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension DynamicViewContent {
    /// Lets a person delete rows (by swiping them, or in edit mode); `action` gets the offsets of
    /// the rows. Nothing is drawn; a screen reader offers Delete on each row.
    ///
    /// SwiftUI: func onDelete(perform action: Optional<(IndexSet) -> Void>) -> some DynamicViewContent
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        RowActionsContent(base: self, actions: action == nil ? [] : [RowActionsNode.deleteAction], editMark: action == nil ? nil : .delete)
    }

    /// Lets a person move rows in edit mode; `action` gets the offsets moved and where to.
    /// Accepted: nothing is drawn or read for it.
    ///
    /// SwiftUI: func onMove(perform action: Optional<(IndexSet, Int) -> Void>) -> some DynamicViewContent
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        RowActionsContent(base: self, actions: [], editMark: action == nil ? nil : .move)
    }
}

/// Dynamic content whose rows offer more actions (what `onDelete` returns).
struct RowActionsContent<Base: DynamicViewContent>: DynamicViewContent, MultiView {
    let base: Base
    let actions: [String]
    /// What the rows show while the list is being edited: "⊖" before a row that can be
    /// deleted, "≡" at the end of one that can be moved.
    let editMark: RowEditMark?

    var data: Base.Data { base.data }
    var body: Never { fatalError("RowActionsContent has no body") }

    func makeNodes(_ context: RenderContext) -> [any LayoutNode] {
        RowEditMark.decorate(base.makeNodes(context), actions: actions, mark: editMark, context)
    }
}

/// What a row that can be deleted or moved shows while its list is being edited.
enum RowEditMark {
    case delete, move

    /// `rows` with the delete action (for `.delete`) and, while editing, the mark.
    static func apply(_ mark: RowEditMark, to rows: [any LayoutNode], _ context: RenderContext) -> [any LayoutNode] {
        decorate(rows, actions: mark == .delete ? [RowActionsNode.deleteAction] : [], mark: mark, context)
    }

    static func decorate(_ nodes: [any LayoutNode], actions: [String], mark: RowEditMark?, _ context: RenderContext) -> [any LayoutNode] {
        let editing = context.environment.editMode?.wrappedValue.isEditing == true
        let mark = editing ? mark : nil
        guard !actions.isEmpty || mark != nil else { return nodes }
        let delete = SystemString.delete.text(in: context.environment.locale)
        let written = actions.map { $0 == RowActionsNode.deleteAction ? delete : $0 }
        func decorated(_ row: any LayoutNode) -> any LayoutNode {
            let acting = actions.isEmpty ? row : RowActionsNode.adding(written, to: row)
            return mark.map { marking(acting, $0, context) } ?? acting
        }
        return nodes.map { node in
            // The row's id tag stays outermost, where a list's selection looks for it.
            if let tagged = node as? TagNode {
                return TagNode(child: decorated(tagged.child), tag: tagged.tag)
            }
            return node is SectionNode ? node : decorated(node)
        }
    }

    /// `row` with its edit control, which a screen reader does not read (the row's actions say it).
    private static func marking(_ row: any LayoutNode, _ mark: RowEditMark, _ context: RenderContext) -> any LayoutNode {
        let unicode = context.style == .unicode
        let glyph = switch mark {
        case .delete: unicode ? "⊖" : "-"
        case .move: unicode ? "≡" : "="
        }
        let node = AccessibilityNode.wrapping(TextNode(glyph, context: context.with(\.lineLimit, 1))) { $0.isHidden = true }
        switch mark {
        case .delete: return DeleteControlNode(row: row, control: node)
        case .move: return TrailingMarkNode(row: row, mark: node, centered: true)
        }
    }
}

/// A row being edited with its delete control before it. A list whose rows are chosen with
/// circles while editing draws the row without it, as a phone does.
final class DeleteControlNode: LayoutNode {
    let row: any LayoutNode
    private let drawn: HStackNode

    init(row: any LayoutNode, control: any LayoutNode) {
        self.row = row
        drawn = HStackNode(children: [control, row], spacing: 1, alignment: .center)
    }

    var fillsWidth: Bool { drawn.fillsWidth }
    var fillsHeight: Bool { drawn.fillsHeight }
    var readingOrderChildren: [any LayoutNode] { [row] }
    func measure(proposedWidth: Int) -> Int { drawn.measure(proposedWidth: proposedWidth) }
    func draw(width: Int) -> [Line] { drawn.draw(width: width) }
    func draw(width: Int, height: Int) -> [Line] { drawn.draw(width: width, height: height) }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`, as an `onDelete` action does.
    ///
    /// SwiftUI: mutating func remove(atOffsets offsets: IndexSet)
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset >= 0 && offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` to before the element at offset `destination`, as an
    /// `onMove` action does; offsets out of range are ignored.
    ///
    /// SwiftUI: mutating func move(fromOffsets source: IndexSet, toOffset destination: Int)
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let offsets = source.filter { $0 >= 0 && $0 < count }
        guard !offsets.isEmpty else { return }
        var elements = Array(self)
        let moving = offsets.map { elements[$0] }
        let target = destination - offsets.filter { $0 < destination }.count
        for offset in offsets.reversed() { elements.remove(at: offset) }
        elements.insert(contentsOf: moving, at: Swift.min(Swift.max(0, target), elements.count))
        for (position, element) in zip(indices, elements) { self[position] = element }
    }
}
