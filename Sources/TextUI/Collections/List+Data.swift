extension List where SelectionValue == Never {
    /// A row for each element of `data`, made by `rowContent`, identified by the elements' `id`.
    ///
    /// ```swift
    /// struct Fruit: Identifiable { let id: Int; let name: String }
    /// List([Fruit(id: 1, name: "りんご"), Fruit(id: 2, name: "みかん")]) { Text($0.name) }
    ///     .render(width: 12)
    /// ```
    /// ```text
    /// ╭──────────╮
    /// │ りんご   │
    /// ├──────────┤
    /// │ みかん   │
    /// ╰──────────╯
    /// ```
    ///
    /// SwiftUI: List.init(_:rowContent:) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data : RandomAccessCollection, RowContent : View, Data.Element : Identifiable
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }

    /// A row for each element of `data`, identified by the key path `id`.
    ///
    /// SwiftUI: List.init(_:id:rowContent:) where Content == ForEach<Data, ID, RowContent>, Data : RandomAccessCollection, ID : Hashable, RowContent : View
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    /// A row for each number of `data`.
    ///
    /// SwiftUI: List.init(_:rowContent:) where Content == ForEach<Range<Int>, Int, HStack<RowContent>>, RowContent : View
    public init<RowContent: View>(
        _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, HStack<RowContent>> {
        self.init { ForEach(data) { index in HStack { rowContent(index) } } }
    }
}

extension List {
    /// A row for each element of `data`, one of which can be selected by its `id`.
    ///
    /// SwiftUI: List.init(_:selection:rowContent:) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data : RandomAccessCollection, RowContent : View, Data.Element : Identifiable
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A row for each element of `data`, several of which can be selected by their `id`.
    ///
    /// SwiftUI: List.init(_:selection:rowContent:) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data : RandomAccessCollection, RowContent : View, Data.Element : Identifiable
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A row for each element of `data`, one of which can be selected by its key path `id`.
    ///
    /// SwiftUI: List.init(_:id:selection:rowContent:) where Content == ForEach<Data, ID, RowContent>, Data : RandomAccessCollection, ID : Hashable, RowContent : View
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// A row for each element of `data`, several of which can be selected by their key path `id`.
    ///
    /// SwiftUI: List.init(_:id:selection:rowContent:) where Content == ForEach<Data, ID, RowContent>, Data : RandomAccessCollection, ID : Hashable, RowContent : View
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }
}
