/// A group of rows in a `List` or `Form`, with an optional header above the group and footer
/// below it, each indented two columns.
///
/// ```swift
/// List {
///     Section {
///         Text("りんご")
///     } header: {
///         Text("果物")
///     } footer: {
///         Text("旬のもの")
///     }
/// }.render(width: 14)
/// ```
/// ```text
///   果物
/// ╭────────────╮
/// │ りんご     │
/// ╰────────────╯
///   旬のもの
/// ```
/// A section given `isExpanded` marks its header "▾", or "▸" when collapsed, and a collapsed
/// one draws its header alone. A screen reader reads the header as a heading (adding
/// "expanded" or "collapsed" for one that opens and closes).
///
/// SwiftUI: struct Section<Parent, Content, Footer>
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    let header: Parent
    let content: Content
    let footer: Footer
    /// Set by the `isExpanded:` forms: the header then shows "▾" (expanded) or "▸" (collapsed).
    var isExpanded: Bool?

    /// TextUI only: a view TextUI draws itself has no body.
    public var body: Never { fatalError("Section has no body") }

    /// A section with a header and a footer, written after the rows.
    ///
    /// SwiftUI: Section.init(content:header:footer:)
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// A section with a header and a footer given as views (the form before trailing closures).
    ///
    /// SwiftUI: Section.init(header:footer:content:)
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        let rows = isExpanded != false ? content.makeNodes(context.with(\.stackAxis, .vertical)) : []
        var headerNode = Self.part(header, context)
        if let isExpanded, let title = headerNode {
            let unicode = context.style == .unicode
            let mark = TextNode(isExpanded ? (unicode ? "▾" : "v") : (unicode ? "▸" : ">"), context: context.with(\.lineLimit, 1))
            let spoken = AccessibilityElement(label: ControlText.spoken(title), value: (isExpanded ? SystemString.expanded : .collapsed).text(in: context.environment.locale))
            headerNode = AccessibilityNode(HStackNode(children: [mark, title], spacing: 1, alignment: .top), shape: .element(spoken))
        }
        let footerNode = Self.part(footer, context)
        // Outside a list or form (a plain or lazy stack) a section draws no box: its header, its
        // rows and its footer, one under another, as a phone shows them.
        guard context.isInList else {
            let parts = [headerNode].compactMap { $0 } + rows + [footerNode].compactMap { $0 }
            return VStackNode(children: parts, spacing: 0, alignment: .leading)
        }
        return SectionNode(header: headerNode, rows: rows, footer: footerNode, style: context.style)
    }

    /// A header or footer as one node, or `nil` when it draws nothing (an `EmptyView`).
    private static func part<Part: View>(_ view: Part, _ context: RenderContext) -> (any LayoutNode)? {
        let nodes = view.makeNodes(context.with(\.isInList, false).with(\.stackAxis, .vertical))
        switch nodes.count {
        case 0: return nil
        case 1: return nodes[0]
        default: return VStackNode(children: nodes, spacing: 0, alignment: .leading)
        }
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header, written after the rows.
    ///
    /// SwiftUI: Section.init(content:header:)
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// A section with a header given as a view.
    ///
    /// SwiftUI: Section.init(header:content:)
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }

    /// A section a person can collapse, with a header; collapsed, only the header is drawn.
    ///
    /// ```swift
    /// List {
    ///     Section(isExpanded: .constant(false)) { Text("Hidden") } header: { Text("Archive") }
    /// }.render(width: 14)
    /// ```
    /// ```text
    ///   ▸ Archive
    /// ```
    ///
    /// SwiftUI: Section.init(isExpanded:content:header:)
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header)
        self.isExpanded = isExpanded.wrappedValue
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer, written after the rows.
    ///
    /// SwiftUI: Section.init(content:footer:)
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// A section with a footer given as a view.
    ///
    /// SwiftUI: Section.init(footer:content:)
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section with rows alone: a group of its own.
    ///
    /// SwiftUI: Section.init(content:)
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section titled `title`, the header most sections have.
    ///
    /// ```swift
    /// List { Section("Today") { Text("Lunch on Friday?") } }.render(width: 22)
    /// ```
    /// ```text
    ///   Today
    /// ╭────────────────────╮
    /// │ Lunch on Friday?   │
    /// ╰────────────────────╯
    /// ```
    ///
    /// SwiftUI: Section.init(_:content:) where S : StringProtocol
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(String(title)), content: content)
    }

    /// A collapsible section titled `title`; collapsed, only the title is drawn.
    ///
    /// SwiftUI: Section.init(_:isExpanded:content:) where S : StringProtocol
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: Text(String(title)), content: content)
        self.isExpanded = isExpanded.wrappedValue
    }
}
