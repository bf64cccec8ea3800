/// Builds a chart's content from the marks, `ForEach`es, `if`s and `switch`es written in a
/// `Chart { … }` closure or a `@ChartContentBuilder` property.
///
/// Charts: @resultBuilder struct ChartContentBuilder
@resultBuilder
public struct ChartContentBuilder {
    /// No content.
    ///
    /// Charts: static func buildBlock() -> some ChartContent
    public static func buildBlock() -> some ChartContent { Optional<Never>.none }

    /// One piece of content, as it is.
    ///
    /// Charts: static func buildBlock<C>(_ content: C) -> C where C : ChartContent
    public static func buildBlock<C: ChartContent>(_ content: C) -> C { content }

    /// Several pieces of content, drawn in order.
    ///
    /// Charts: static func buildBlock<each C>(_ content: repeat each C) -> some ChartContent where repeat each C : ChartContent
    public static func buildBlock<each C: ChartContent>(_ content: repeat each C) -> some ChartContent {
        ChartContentTuple(content: (repeat each content))
    }

    /// Content shown only when a condition holds.
    ///
    /// Charts: static func buildIf<C>(_ content: C?) -> C? where C : ChartContent
    public static func buildIf<C: ChartContent>(_ content: C?) -> C? { content }

    /// The first branch of an `if`/`else` or `switch`.
    ///
    /// Charts: static func buildEither<T, F>(first: T) -> BuilderConditional<T, F> where T : ChartContent, F : ChartContent
    public static func buildEither<T: ChartContent, F: ChartContent>(first: T) -> BuilderConditional<T, F> {
        BuilderConditional(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else` or `switch`.
    ///
    /// Charts: static func buildEither<T, F>(second: F) -> BuilderConditional<T, F> where T : ChartContent, F : ChartContent
    public static func buildEither<T: ChartContent, F: ChartContent>(second: F) -> BuilderConditional<T, F> {
        BuilderConditional(storage: .falseContent(second))
    }

    /// Content inside `if #available`.
    ///
    /// Charts: static func buildLimitedAvailability<C>(_ content: C) -> some ChartContent where C : ChartContent
    public static func buildLimitedAvailability<C: ChartContent>(_ content: C) -> some ChartContent { content }
}

/// One of two pieces of chart content, as an `if`/`else` chose.
///
/// Charts: struct BuilderConditional<TrueContent, FalseContent>
public struct BuilderConditional<TrueContent, FalseContent> {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage
}

extension BuilderConditional: ChartContent where TrueContent: ChartContent, FalseContent: ChartContent {
    /// Charts: BuilderConditional.body
    public var body: Never { fatalError("BuilderConditional has no body") }

    /// The chosen branch's marks.
    ///
    /// TextUI only: Swift Charts reads its content privately.
    public static func _collectMarks(of content: Self, into marks: inout _ChartMarks) {
        switch content.storage {
        case .trueContent(let chosen): TrueContent._collectMarks(of: chosen, into: &marks)
        case .falseContent(let chosen): FalseContent._collectMarks(of: chosen, into: &marks)
        }
    }
}

/// Several pieces of chart content, in order.
struct ChartContentTuple<each C: ChartContent> {
    let content: (repeat each C)
}

extension ChartContentTuple: ChartContent {
    var body: Never { fatalError("ChartContentTuple has no body") }

    static func _collectMarks(of content: Self, into marks: inout _ChartMarks) {
        for piece in repeat each content.content { collect(piece, into: &marks) }
    }

    @MainActor private static func collect<Piece: ChartContent>(_ piece: Piece, into marks: inout _ChartMarks) {
        Piece._collectMarks(of: piece, into: &marks)
    }
}
