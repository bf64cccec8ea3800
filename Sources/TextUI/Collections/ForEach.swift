/// One view per element of a collection; in a stack or a `List` each becomes its own row.
///
/// ```swift
/// List {
///     ForEach(["りんご", "みかん"], id: \.self) { Text($0) }
/// }.render(width: 12)
/// ```
/// ```text
/// ╭──────────╮
/// │ りんご   │
/// ├──────────┤
/// │ みかん   │
/// ╰──────────╯
/// ```
/// The content may be a function as well as a closure: `ForEach(messages, content: row)`.
/// In a `List`, each row is identified by its element's id, so a list's selection finds it.
///
/// SwiftUI: struct ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID : Hashable
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The elements this view makes a view for.
    ///
    /// SwiftUI: var data: Data
    public var data: Data
    /// What makes the view for an element.
    ///
    /// SwiftUI: var content: (Data.Element) -> Content
    public var content: (Data.Element) -> Content
    let id: KeyPath<Data.Element, ID>
    /// Set by the `editActions:` forms: what the rows offer (delete) and show while editing.
    var editActionMarks: [RowEditMark] = []

    /// Each element's content, identified by the key path `id`: what the views' and (Charts)
    /// the chart content's initializers make.
    init(data: Data, id: KeyPath<Data.Element, ID>, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }
}

// Like SwiftUI's, `ForEach` leaves its content's kind open: it is a view of views here, and
// chart content of chart content where Charts says so.
extension ForEach: View, MultiView where Content: View {
    /// One view per element, identified by the key path `id`.
    ///
    /// SwiftUI: ForEach.init(_:id:content:)
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: id, content: content)
    }

    /// TextUI only: a view TextUI draws itself has no body.
    public var body: Never { fatalError("ForEach has no body") }

    func makeNodes(_ context: RenderContext) -> [any LayoutNode] {
        var nodes: [any LayoutNode] = []
        nodes.reserveCapacity(data.count)
        for element in data {
            for node in content(element).makeNodes(context) {
                nodes.append(context.isInList ? identified(node, AnyHashable(element[keyPath: id])) : node)
            }
        }
        return editActionMarks.reduce(nodes) { rows, mark in RowEditMark.apply(mark, to: rows, context) }
    }

    /// A list row tagged with its element's id, unless it has a `tag` of its own or is a section.
    private func identified(_ node: any LayoutNode, _ id: AnyHashable) -> any LayoutNode {
        node is SectionNode || node is TagNode ? node : TagNode(child: node, tag: id)
    }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// One view per element, identified by the elements' own `id`.
    ///
    /// SwiftUI: ForEach.init(_:content:) where ID == Data.Element.ID, Content : View, Data.Element : Identifiable
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// One view per number in `data`.
    ///
    /// SwiftUI: ForEach.init(_:content:) where Data == Range<Int>, ID == Int, Content : View
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
