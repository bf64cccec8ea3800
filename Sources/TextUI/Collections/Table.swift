/// Rows of values in columns, as an iPhone draws a `Table`: a list of the rows showing the
/// first column only (a compact width has no room for the others, and SwiftUI drops them the
/// same way). Selection and sort order are accepted; the rows keep the order given.
///
/// ```swift
/// struct Person: Identifiable { let id: Int; let name: String; let city: String }
/// let people = [Person(id: 1, name: "Aiko", city: "Kyoto"), Person(id: 2, name: "Ren", city: "Sendai")]
///
/// Table(people) {
///     TableColumn("Name", value: \.name)
///     TableColumn("City", value: \.city)
/// }.render(width: 20)
/// ```
/// ```text
/// ╭──────────────────╮
/// │ Aiko             │
/// ├──────────────────┤
/// │ Ren              │
/// ╰──────────────────╯
/// ```
///
/// SwiftUI: struct Table<Value, Rows, Columns> where Value == Rows.TableRowValue, Rows : TableRowContent, Columns : TableColumnContent, Rows.TableRowValue == Columns.TableRowValue
public struct Table<Value: Identifiable, Rows: TableRowContent, Columns: TableColumnContent>: View
where Rows.TableRowValue == Value, Columns.TableRowValue == Value {
    private enum Selection {
        case none
        case one(Binding<Value.ID?>)
        case many(Binding<Set<Value.ID>>)
    }

    private let rows: [Value]
    private let columns: Columns
    private let selection: Selection

    private init(rows: [Value], columns: Columns, selection: Selection) {
        self.rows = rows
        self.columns = columns
        self.selection = selection
    }

    /// SwiftUI: Table.body
    public var body: some View {
        switch selection {
        case .none: List(rows) { row in columns._firstCell(for: row) }
        case .one(let selection): List(rows, selection: selection) { row in columns._firstCell(for: row) }
        case .many(let selection): List(rows, selection: selection) { row in columns._firstCell(for: row) }
        }
    }
}

extension Table {
    /// A table of a row for each element of `data`.
    ///
    /// SwiftUI: init<Data>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns) where Rows == TableForEachContent<Data>, Data : RandomAccessCollection, Columns.TableRowValue == Data.Element
    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data> {
        self.init(rows: Array(data), columns: columns(), selection: .none)
    }

    /// A table whose rows can be selected one at a time.
    ///
    /// SwiftUI: init<Data>(_ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns) where Rows == TableForEachContent<Data>, Data : RandomAccessCollection, Columns.TableRowValue == Data.Element
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data> {
        self.init(rows: Array(data), columns: columns(), selection: .one(selection))
    }

    /// A table whose rows can be selected several at a time.
    ///
    /// SwiftUI: init<Data>(_ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns) where Rows == TableForEachContent<Data>, Data : RandomAccessCollection, Columns.TableRowValue == Data.Element
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data> {
        self.init(rows: Array(data), columns: columns(), selection: .many(selection))
    }

    /// A table whose columns sort by `sortOrder`; the rows are drawn in the order given, as
    /// the screen sorts its data itself.
    ///
    /// SwiftUI: init<Data, Sort>(_ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns) where Rows == TableForEachContent<Data>, Data : RandomAccessCollection, Sort : SortComparator, Columns.TableRowValue == Data.Element, Sort == Columns.TableColumnSortComparator
    public init<Data: RandomAccessCollection, Sort>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Sort == Columns.TableColumnSortComparator {
        self.init(rows: Array(data), columns: columns(), selection: .none)
    }

    /// A sortable table whose rows can be selected one at a time.
    ///
    /// SwiftUI: init<Data, Sort>(_ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns) where Rows == TableForEachContent<Data>, Data : RandomAccessCollection, Sort : SortComparator, Columns.TableRowValue == Data.Element, Sort == Columns.TableColumnSortComparator
    public init<Data: RandomAccessCollection, Sort>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Sort == Columns.TableColumnSortComparator {
        self.init(rows: Array(data), columns: columns(), selection: .one(selection))
    }

    /// A sortable table whose rows can be selected several at a time.
    ///
    /// SwiftUI: init<Data, Sort>(_ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns) where Rows == TableForEachContent<Data>, Data : RandomAccessCollection, Sort : SortComparator, Columns.TableRowValue == Data.Element, Sort == Columns.TableColumnSortComparator
    public init<Data: RandomAccessCollection, Sort>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Sort == Columns.TableColumnSortComparator {
        self.init(rows: Array(data), columns: columns(), selection: .many(selection))
    }
}

/// The rows of a ``Table``.
///
/// SwiftUI: protocol TableRowContent<TableRowValue>
public protocol TableRowContent<TableRowValue> {
    /// The value each row shows.
    ///
    /// SwiftUI: associatedtype TableRowValue : Identifiable = Self.TableRowBody.TableRowValue
    associatedtype TableRowValue: Identifiable
}

/// A row for each element of a collection: the rows of `Table(data) { … }`.
///
/// SwiftUI: struct TableForEachContent<Data> where Data : RandomAccessCollection, Data.Element : Identifiable
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
    /// SwiftUI: typealias TableRowValue = Data.Element
    public typealias TableRowValue = Data.Element
}

/// How a ``Table`` looks; a phone draws every style as a list.
///
/// SwiftUI: protocol TableStyle
public protocol TableStyle {}

/// The platform's table style.
///
/// SwiftUI: struct AutomaticTableStyle
public struct AutomaticTableStyle: TableStyle {
    /// SwiftUI: init()
    public init() {}
}

/// A table inset within its container.
///
/// SwiftUI: struct InsetTableStyle
public struct InsetTableStyle: TableStyle {
    /// SwiftUI: init()
    public init() {}
}

extension TableStyle where Self == AutomaticTableStyle {
    /// SwiftUI: static var automatic: AutomaticTableStyle { get }
    public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
    /// SwiftUI: static var inset: InsetTableStyle { get }
    public static var inset: InsetTableStyle { InsetTableStyle() }
}

extension View {
    /// Sets the style of the tables inside; a phone draws each as a list.
    ///
    /// SwiftUI: func tableStyle<S>(_ style: S) -> some View where S : TableStyle
    public func tableStyle<S: TableStyle>(_ style: S) -> some View { self }
}
