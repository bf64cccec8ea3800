/// Controls grouped for data entry, drawn as an inset-grouped form on a phone: each `Section`
/// a rounded group with its header above and footer below, rows outside any section groups of
/// their own. In a form a control is a row: its label at the leading edge, its value at the
/// trailing edge; a button is a plain row. Under `disabled(true)` the part of each control a
/// person would operate is in parentheses (`(( ●))`, `(Weekly ⌄)`, `(− 2 +)`), as a disabled
/// plain button is, and a screen reader hears "Dimmed".
///
/// ```swift
/// Form {
///     Section("アカウント") {
///         TextField("名前", text: .constant("愛子"))
///         Toggle("通知", isOn: .constant(true))
///     }
///     Button("ログアウト") {}
/// }.render(width: 20)
/// ```
/// ```text
///   アカウント
/// ╭──────────────────╮
/// │ 名前        愛子 │
/// ├──────────────────┤
/// │ 通知        ( ●) │
/// ╰──────────────────╯
///
/// ╭──────────────────╮
/// │ ログアウト       │
/// ╰──────────────────╯
/// ```
/// SwiftUI: struct Form<Content> where Content : View
public struct Form<Content: View>: View, PrimitiveView {
    let content: Content

    /// A form of the rows and sections in `content`.
    /// SwiftUI: Form.init(content:)
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// SwiftUI: Form.body
    public var body: Never { fatalError("Form has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        let rowContext = context.with(\.stackAxis, .vertical).with(\.isInList, true)
        let sections = FormSections.grouping(content.makeNodes(rowContext), style: context.style)
        switch context.controls.formStyle {
        case .columns: return PlainSectionsNode(sections: sections, separatesRows: false)
        case .automatic, .grouped: return ListNode(sections: sections)
        }
    }
}

/// Rows grouped as a list or form groups them: each section as it is, runs of rows outside
/// any section a section of their own.
enum FormSections {
    static func grouping(_ nodes: [any LayoutNode], style: RenderStyle) -> [SectionNode] {
        var sections: [SectionNode] = []
        var loose: [any LayoutNode] = []
        func closeLooseRows() {
            guard !loose.isEmpty else { return }
            sections.append(SectionNode(header: nil, rows: loose, footer: nil, style: style))
            loose = []
        }
        for node in nodes {
            if let section = node as? SectionNode {
                closeLooseRows()
                sections.append(section)
            } else {
                loose.append(node)
            }
        }
        closeLooseRows()
        return sections
    }
}
