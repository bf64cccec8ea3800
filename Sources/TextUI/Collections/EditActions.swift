/// The edits a list offers on its rows (iOS 16): deleting offers a Delete action on each row and
/// "⊖" while editing; moving shows "≡" while editing.
///
/// SwiftUI: struct EditActions<Data>
public struct EditActions<Data>: OptionSet, Sendable {
    /// SwiftUI: EditActions.rawValue
    public let rawValue: Int

    /// SwiftUI: EditActions.init(rawValue:)
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// SwiftUI: static var delete: EditActions<Data> { get }
    public static var delete: EditActions<Data> { EditActions(rawValue: 1 << 0) }
    /// SwiftUI: static var move: EditActions<Data> { get }
    public static var move: EditActions<Data> { EditActions(rawValue: 1 << 1) }
    /// SwiftUI: static var all: EditActions<Data> { get }
    public static var all: EditActions<Data> { [.delete, .move] }

    var marks: [RowEditMark] {
        (contains(.move) ? [RowEditMark.move] : []) + (contains(.delete) ? [.delete] : [])
    }
}

extension ForEach where Content: View {
    /// A row for each element of the bound collection, made from a binding to the element, with
    /// the edits `editActions` offers.
    ///
    /// ```swift
    /// struct Fruit: Identifiable { let id: Int; var name: String }
    /// List {
    ///     ForEach(.constant([Fruit(id: 1, name: "Apple")]), editActions: .all) { $fruit in Text(fruit.name) }
    /// }
    /// .environment(\.editMode, .constant(.active))
    /// .render(width: 14)
    /// ```
    /// ```text
    /// ╭────────────╮
    /// │ ⊖ Apple  ≡ │
    /// ╰────────────╯
    /// ```
    ///
    /// SwiftUI: ForEach.init(_:editActions:content:) where Data == IndexedIdentifierCollection<C, ID>, ID == C.Element.ID, Content == EditableCollectionContent<R, C>, C : MutableCollection, C : RandomAccessCollection, R : View, C.Element : Identifiable, C.Index : Hashable
    /// (TextUI's Data is the binding itself and Content the row, which a screen never names)
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == Binding<C>, ID == C.Element.ID, C.Element: Identifiable {
        self.init(data, id: \.id, content: content)
        editActionMarks = editActions.marks
    }
}

extension List where SelectionValue == Never {
    /// A row for each element of the bound collection, with the edits `editActions` offers.
    ///
    /// SwiftUI: List.init(_:editActions:rowContent:) where Content == ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID, EditableCollectionContent<RowContent, Data>>, Data : MutableCollection, Data : RandomAccessCollection, RowContent : View, Data.Element : Identifiable, Data.Index : Hashable
    /// (TextUI's Content is a `ForEach` over the binding)
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<Binding<Data>, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { ForEach(data, editActions: editActions, content: rowContent) }
    }
}
