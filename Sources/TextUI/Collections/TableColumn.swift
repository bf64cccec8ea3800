/// A column of a ``Table``: a title and a view for each row. A phone shows a table's first
/// column only.
///
/// ```swift
/// TableColumn("Name", value: \.name)
/// TableColumn("Visits") { person in Text("\(person.visits)") }
/// ```
///
/// SwiftUI: struct TableColumn<RowValue, Sort, Content, Label> where RowValue : Identifiable, Sort : SortComparator, Content : View, Label : View
/// (here `Sort` is not required to be a `SortComparator`: Foundation on Linux has no `Never`
/// comparator for unsortable columns)
public struct TableColumn<RowValue: Identifiable, Sort, Content: View, Label: View>: TableColumnContent {
    /// SwiftUI: typealias TableColumnSortComparator = Sort
    public typealias TableColumnSortComparator = Sort
    /// SwiftUI: typealias TableRowValue = RowValue
    public typealias TableRowValue = RowValue

    let label: Label
    let content: (RowValue) -> Content

    /// TextUI only: a column is drawn by its table.
    public var tableColumnBody: Never { fatalError("TableColumn has no body") }

    /// TextUI only: this column's view for `row`.
    @MainActor public func _cells(for row: RowValue) -> [AnyView] {
        [AnyView(content(row))]
    }

    /// The column with a fixed width; a phone's list row takes the whole width.
    ///
    /// SwiftUI: func width(_ width: CGFloat? = nil) -> some TableColumnContent<RowValue, Sort>
    public func width(_ width: CGFloat? = nil) -> TableColumn { self }

    /// The column with a flexible width; a phone's list row takes the whole width.
    ///
    /// SwiftUI: func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> some TableColumnContent<RowValue, Sort>
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn { self }
}

extension TableColumn where Sort == Never, Label == Text {
    /// An unsortable column titled `titleKey`, showing `content` for each row.
    ///
    /// SwiftUI: init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content)
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        label = Text(titleKey)
        self.content = content
    }
}

extension TableColumn where Sort == Never, Content == Text, Label == Text {
    /// An unsortable column of a string property.
    ///
    /// SwiftUI: init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>)
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        label = Text(titleKey)
        content = { Text(verbatim: $0[keyPath: value]) }
    }
}

extension TableColumn where Label == Text {
    /// A column that sorts by the property at `value`, showing `content` for each row.
    ///
    /// SwiftUI: init<V>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) where Sort == KeyPathComparator<RowValue>, V : Comparable
    public init<V: Comparable>(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where Sort == KeyPathComparator<RowValue> {
        label = Text(titleKey)
        self.content = content
    }
}

extension TableColumn where Content == Text, Label == Text {
    /// A column that sorts by, and shows, a string property.
    ///
    /// SwiftUI: init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .localizedStandard) where Sort == KeyPathComparator<RowValue>
    /// (the comparator defaults to `.lexical` here: Linux's Foundation has no localized one)
    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical
    ) where Sort == KeyPathComparator<RowValue> {
        label = Text(titleKey)
        content = { Text(verbatim: $0[keyPath: value]) }
    }
}

/// What a ``Table``'s columns builder holds: ``TableColumn``s.
///
/// SwiftUI: protocol TableColumnContent<TableRowValue, TableColumnSortComparator>
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// The value of each row.
    ///
    /// SwiftUI: associatedtype TableRowValue : Identifiable = Self.TableColumnBody.TableRowValue
    associatedtype TableRowValue: Identifiable

    /// How the columns sort.
    ///
    /// SwiftUI: associatedtype TableColumnSortComparator : SortComparator = Self.TableColumnBody.TableColumnSortComparator
    associatedtype TableColumnSortComparator

    /// What the content is made of.
    ///
    /// SwiftUI: associatedtype TableColumnBody : TableColumnContent
    associatedtype TableColumnBody

    /// The columns this content is made of.
    ///
    /// SwiftUI: var tableColumnBody: Self.TableColumnBody { get }
    var tableColumnBody: TableColumnBody { get }

    /// TextUI only: the view of each column for `row`, in order; a table draws the first.
    @MainActor func _cells(for row: TableRowValue) -> [AnyView]
}

extension TableColumnContent {
    /// The first column's view for `row`, or nothing.
    @MainActor func _firstCell(for row: TableRowValue) -> AnyView {
        _cells(for: row).first ?? AnyView(EmptyView())
    }
}

/// Builds a ``Table``'s columns.
///
/// SwiftUI: @resultBuilder struct TableColumnBuilder<RowValue, Sort> where RowValue : Identifiable, Sort : SortComparator
@resultBuilder
public struct TableColumnBuilder<RowValue: Identifiable, Sort> {
    /// SwiftUI: static func buildExpression<Content>(_ content: Content) -> Content where RowValue == Content.TableRowValue, Sort == Content.TableColumnSortComparator, Content : TableColumnContent
    public static func buildExpression<Content: TableColumnContent>(_ content: Content) -> Content
    where Content.TableRowValue == RowValue, Content.TableColumnSortComparator == Sort {
        content
    }

    /// SwiftUI: static func buildBlock<Column>(_ column: Column) -> Column where RowValue == Column.TableRowValue, Sort == Column.TableColumnSortComparator, Column : TableColumnContent
    public static func buildBlock<Column: TableColumnContent>(_ column: Column) -> Column
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort {
        column
    }

    /// The columns of a block, one after another.
    ///
    /// SwiftUI: static func buildBlock<each Content>(_ content: repeat each Content) -> TupleTableColumnContent<RowValue, Sort, (repeat each Content)> where repeat each Content : TableColumnContent
    /// (here built pairwise: the first column …)
    public static func buildPartialBlock<Content: TableColumnContent>(first content: Content) -> Content
    where Content.TableRowValue == RowValue, Content.TableColumnSortComparator == Sort {
        content
    }

    /// … then each next one.
    ///
    /// SwiftUI: static func buildBlock<each Content>(_ content: repeat each Content) -> TupleTableColumnContent<RowValue, Sort, (repeat each Content)> where repeat each Content : TableColumnContent
    @MainActor public static func buildPartialBlock<Accumulated: TableColumnContent, Next: TableColumnContent>(
        accumulated: Accumulated, next: Next
    ) -> TupleTableColumnContent<RowValue, Sort, (Accumulated, Next)>
    where Accumulated.TableRowValue == RowValue, Next.TableRowValue == RowValue, Next.TableColumnSortComparator == Sort {
        TupleTableColumnContent { row in accumulated._cells(for: row) + next._cells(for: row) }
    }
}

/// Several columns from a ``TableColumnBuilder`` block; `T` names the columns it holds.
///
/// SwiftUI: struct TupleTableColumnContent<RowValue, Sort, T> where RowValue : Identifiable, Sort : SortComparator
public struct TupleTableColumnContent<RowValue: Identifiable, Sort, T>: TableColumnContent {
    /// SwiftUI: typealias TableRowValue = RowValue
    public typealias TableRowValue = RowValue
    /// SwiftUI: typealias TableColumnSortComparator = Sort
    public typealias TableColumnSortComparator = Sort

    private let cells: @MainActor (RowValue) -> [AnyView]

    init(cells: @escaping @MainActor (RowValue) -> [AnyView]) {
        self.cells = cells
    }

    /// TextUI only: columns are drawn by their table.
    public var tableColumnBody: Never { fatalError("TupleTableColumnContent has no body") }

    /// TextUI only: each column's view for `row`, in order.
    @MainActor public func _cells(for row: RowValue) -> [AnyView] {
        cells(row)
    }
}
