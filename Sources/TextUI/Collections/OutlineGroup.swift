/// A tree of elements drawn as rows: an element with children (even none) is a collapsed
/// disclosure row, "▸" before it, read as collapsed; a leaf is its row alone. A phone shows an
/// outline collapsed until a person opens a row, which a drawing never does.
///
/// ```swift
/// struct Item: Identifiable { let id: String; var children: [Item]? }
/// let tree = [Item(id: "Books", children: [Item(id: "Novels")]), Item(id: "Notes")]
/// List(tree, children: \.children) { Text($0.id) }.render(width: 14)
/// ```
/// ```text
/// ╭────────────╮
/// │ ▸ Books    │
/// ├────────────┤
/// │ Notes      │
/// ╰────────────╯
/// ```
///
/// SwiftUI: struct OutlineGroup<Data, ID, Parent, Leaf, Subgroup> where Data : RandomAccessCollection, ID : Hashable
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup>: View, MultiView {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf

    /// TextUI only: a view TextUI draws itself has no body.
    public var body: Never { fatalError("OutlineGroup has no body") }

    func makeNodes(_ context: RenderContext) -> [any LayoutNode] {
        data.map { element in
            let row = content(element) as? any View
            let node: any LayoutNode
            if element[keyPath: children] != nil, let row {
                node = DisclosureGroup(content: { EmptyView() }, label: { AnyView(row) }).makeNode(context)
            } else {
                node = row.map { AnyView($0).makeNode(context) } ?? VStackNode(children: [], spacing: 0, alignment: .leading)
            }
            return context.isInList ? TagNode(child: node, tag: AnyHashable(element[keyPath: id])) : node
        }
    }
}

extension OutlineGroup where ID == Data.Element.ID, Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Data.Element: Identifiable {
    /// A row for each element of `data` and a disclosure row for each with children.
    ///
    /// SwiftUI: OutlineGroup.init(_:children:content:) where ID == DataElement.ID, Parent : View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Leaf : View, DataElement : Identifiable, DataElement == Data.Element
    public init(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        self.init(data: data, id: \.id, children: children, content: content)
    }
}

extension OutlineGroup where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// A row for each element of `data`, identified by the key path `id`.
    ///
    /// SwiftUI: OutlineGroup.init(_:id:children:content:) where Parent : View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Leaf : View, DataElement == Data.Element
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
                @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        self.init(data: data, id: id, children: children, content: content)
    }
}

/// The children of an outline row, shown when the row is opened.
///
/// SwiftUI: struct OutlineSubgroupChildren
public struct OutlineSubgroupChildren: View {
    /// TextUI only: an outline is drawn collapsed, so its subgroups' children draw nothing.
    public var body: EmptyView { EmptyView() }
}

extension List where SelectionValue == Never {
    /// An outline list: a row for each element, a collapsed disclosure row for each element
    /// with children (see ``OutlineGroup``).
    ///
    /// SwiftUI: List.init(_:children:rowContent:) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data : RandomAccessCollection, RowContent : View, Data.Element : Identifiable
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data.Element: Identifiable {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }

    /// An outline list whose elements are identified by the key path `id`.
    ///
    /// SwiftUI: List.init(_:id:children:rowContent:) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data : RandomAccessCollection, ID : Hashable, RowContent : View
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
}

extension List {
    /// An outline list in which rows can be selected, several at a time.
    ///
    /// SwiftUI: List.init(_:children:selection:rowContent:) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data : RandomAccessCollection, RowContent : View, Data.Element : Identifiable
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data.Element: Identifiable {
        self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
    }

    /// An outline list in which one row can be selected.
    ///
    /// SwiftUI: List.init(_:children:selection:rowContent:) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data : RandomAccessCollection, RowContent : View, Data.Element : Identifiable
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data.Element: Identifiable {
        self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
    }
}
