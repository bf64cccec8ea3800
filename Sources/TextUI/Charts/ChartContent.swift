/// What a ``Chart`` draws: marks (``BarMark``, ``LineMark`` …), `ForEach`es of them, and
/// content of the app's own made of those, as views are made of views.
///
/// Charts: @MainActor @preconcurrency protocol ChartContent
@MainActor @preconcurrency
public protocol ChartContent {
    /// The content this content is made of.
    ///
    /// Charts: associatedtype Body : ChartContent
    associatedtype Body: ChartContent

    /// The content this content is made of.
    ///
    /// Charts: @ContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @ChartContentBuilder var body: Body { get }

    /// TextUI only: adds the marks this content stands for to `marks` (a mark itself, or its
    /// ``body``'s). Like ``View/_makeNodes(of:in:)``, a requirement so drawing never asks the run
    /// time what a type conforms to; you never implement or call it.
    static func _collectMarks(of content: Self, into marks: inout _ChartMarks)
}

extension ChartContent {
    /// Collects ``body``'s marks: what content of the app's own does.
    ///
    /// TextUI only: Swift Charts reads its content privately.
    public static func _collectMarks(of content: Self, into marks: inout _ChartMarks) {
        guard marks.enter() else { return }
        Body._collectMarks(of: content.body, into: &marks)
        marks.leave()
    }
}

/// TextUI only: the marks a chart's content stands for, gathered to be drawn as text.
public struct _ChartMarks {
    var records: [ChartMarkRecord] = []
    private var depth = 0

    /// One level deeper, or `false` past ``NestingLimit/levels`` (content that nests itself).
    mutating func enter() -> Bool {
        guard depth < NestingLimit.levels else { return false }
        depth += 1
        return true
    }

    mutating func leave() { depth -= 1 }

    /// The marks `content` stands for, changed by `change` (a series, a hidden mark …).
    @MainActor mutating func collect<C: ChartContent>(_ content: C, changing change: (inout ChartMarkRecord) -> Void) {
        let start = records.count
        C._collectMarks(of: content, into: &self)
        for index in records.indices.dropFirst(start) { change(&records[index]) }
    }
}

/// Charts: extension Never : ChartContent
extension Never: ChartContent {}

extension Optional: ChartContent where Wrapped: ChartContent {
    /// Charts: Optional.body
    public var body: Never { fatalError("Optional has no body") }

    /// The wrapped content's marks, none when there is none.
    ///
    /// TextUI only: Swift Charts reads its content privately.
    public static func _collectMarks(of content: Self, into marks: inout _ChartMarks) {
        if let content { Wrapped._collectMarks(of: content, into: &marks) }
    }
}

extension ForEach: ChartContent where Content: ChartContent {
    /// Chart content for each element, identified by the key path `id`.
    ///
    /// Charts: ForEach.init(_:id:content:) where Content : ChartContent
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: id, content: content)
    }

    /// Charts: ForEach.body
    public var body: Never { fatalError("ForEach has no body") }

    /// Each element's marks, in order.
    ///
    /// TextUI only: Swift Charts reads its content privately.
    public static func _collectMarks(of content: Self, into marks: inout _ChartMarks) {
        for element in content.data { Content._collectMarks(of: content.content(element), into: &marks) }
    }
}

extension ForEach where ID == Data.Element.ID, Content: ChartContent, Data.Element: Identifiable {
    /// Chart content for each element, identified by the elements' own `id`.
    ///
    /// Charts: ForEach.init(_:content:) where ID == Data.Element.ID, Content : ChartContent, Data.Element : Identifiable
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: ChartContent {
    /// Chart content for each number in `data`.
    ///
    /// Charts: ForEach.init(_:content:) where Data == Range<Int>, ID == Int, Content : ChartContent
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, id: \.self, content: content)
    }
}
