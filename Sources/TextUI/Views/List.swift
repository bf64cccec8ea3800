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
public struct List<Content: View>: View, PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { fatalError("List has no body") }

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
        return ListNode(sections: sections)
    }
}

final class ListNode: LayoutNode {
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
