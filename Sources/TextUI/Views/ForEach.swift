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
/// The identifier keeps SwiftUI's spelling; text rendering draws the elements in order and
/// does not need it.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, MultiView {
    let data: Data
    let content: (Data.Element) -> Content

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }

    public var body: Never { fatalError("ForEach has no body") }

    func makeNodes(_ context: RenderContext) -> [any LayoutNode] {
        var nodes: [any LayoutNode] = []
        nodes.reserveCapacity(data.count)
        for element in data {
            nodes.append(contentsOf: content(element).makeNodes(context))
        }
        return nodes
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// One view per element, identified by the elements' own `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// One view per number in `data`.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
