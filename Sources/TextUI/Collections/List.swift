/// Rows in rounded groups, as an inset-grouped list on a phone: each `Section` is a group,
/// and rows outside any section form groups of their own. Groups are one empty row apart.
///
/// ```swift
/// List {
///     Text("プロフィール")
///     Text("通知")
/// }.render(width: 16)
/// ```
/// ```text
/// ╭──────────────╮
/// │ プロフィール │
/// ├──────────────┤
/// │ 通知         │
/// ╰──────────────╯
/// ```
/// An empty list draws nothing; put a ``ContentUnavailableView`` over it with `overlay`.
/// A list with a selection marks the selected rows with "✓" at their end (rows are
/// identified by their `tag`, or by their `ForEach` element's id) and a screen reader reads
/// them as selected.
///
/// SwiftUI: struct List<SelectionValue, Content> where SelectionValue : Hashable, Content : View
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let content: Content
    let selection: Set<AnyHashable>?
    /// Whether the selection is a set: while editing, every row then shows a circle to choose it.
    var allowsMultipleSelection = false

    /// TextUI only: a view TextUI draws itself has no body.
    public var body: Never { fatalError("List has no body") }

    /// A list whose rows can be selected, one at a time.
    ///
    /// ```swift
    /// List(selection: .constant(Optional("Mail"))) {
    ///     Text("Mail").tag("Mail")
    ///     Text("Notes").tag("Notes")
    /// }.render(width: 16)
    /// ```
    /// ```text
    /// ╭──────────────╮
    /// │ Mail       ✓ │
    /// ├──────────────┤
    /// │ Notes        │
    /// ╰──────────────╯
    /// ```
    ///
    /// SwiftUI: List.init(selection: Binding<SelectionValue?>?, content: () -> Content)
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = Set(selection?.wrappedValue.map { [AnyHashable($0)] } ?? [])
    }

    /// A list that always has a row selected, one at a time (a Mac's sidebar).
    ///
    /// SwiftUI: List.init(selection: Binding<SelectionValue>, content: () -> Content)
    @_disfavoredOverload
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = [AnyHashable(selection.wrappedValue)]
    }

    /// A list whose rows can be selected, several at a time.
    ///
    /// SwiftUI: List.init(selection: Binding<Set<SelectionValue>>?, content: () -> Content)
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = Set((selection?.wrappedValue ?? []).map { AnyHashable($0) })
        self.allowsMultipleSelection = true
    }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        let rowContext = context.with(\.stackAxis, .vertical).with(\.isInList, true)
        var sections: [SectionNode] = []
        var loose: [any LayoutNode] = []
        func closeLooseRows() {
            guard !loose.isEmpty else { return }
            sections.append(SectionNode(header: nil, rows: loose, footer: nil, style: context.style))
            loose = []
        }
        for node in content.makeNodes(rowContext) {
            if let section = node as? SectionNode {
                closeLooseRows()
                sections.append(section)
            } else {
                loose.append(node)
            }
        }
        closeLooseRows()
        if let selection {
            let editing = context.environment.editMode?.wrappedValue.isEditing == true
            sections = editing && allowsMultipleSelection
                ? sections.map { $0.markingChoices(selection, style: context.style) }
                : sections.map { $0.markingSelected(selection, style: context.style) }
        }
        return context.controls.listStyle.node(sections)
    }
}

extension List where SelectionValue == Never {
    /// A list of the rows `content` makes.
    ///
    /// SwiftUI: List.init(content:) where SelectionValue == Never
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = nil
    }
}

/// A list's sections, drawn grouped or plain: an overlay asks whether any section has rows.
protocol SectionsNode: LayoutNode {
    var sections: [SectionNode] { get }
}

final class ListNode: SectionsNode {
    let sections: [SectionNode]

    init(sections: [SectionNode]) {
        self.sections = sections
    }

    var fillsWidth: Bool { true }

    func measure(proposedWidth: Int) -> Int { max(0, proposedWidth) }

    func draw(width: Int) -> [Line] {
        var lines: [Line] = []
        for (index, section) in sections.enumerated() {
            if index > 0 { lines.append(.empty) }
            section.draw(width: width, into: &lines)
        }
        return lines
    }
}
