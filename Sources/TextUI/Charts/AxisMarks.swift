import Foundation

// A chart's axes. Text draws none: each bar's or line's row already names its category and
// value. Screens configure axes a great deal, so every form they write compiles, and nothing
// here is called: an axis label's closure (which may read `value.as(String.self)!`) never runs.

/// What a chart's axis shows: ``AxisMarks``, or content built of them.
///
/// Charts: protocol AxisContent
public protocol AxisContent {}

/// One kind of axis mark: a value label, a grid line, a tick.
///
/// Charts: protocol AxisMark
public protocol AxisMark {}

/// The marks along an axis, at `values`; not drawn in text.
///
/// Charts: struct AxisMarks<Content> where Content : AxisMark
public struct AxisMarks<Content: AxisMark>: AxisContent {
    /// Marks made by `content` for each value.
    ///
    /// Charts: init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, @AxisMarkBuilder content: @escaping (AxisValue) -> Content)
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
        @AxisMarkBuilder content: @escaping (AxisValue) -> Content
    ) {}

    /// Marks made by `content`, the same for each value.
    ///
    /// Charts: init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, @AxisMarkBuilder content: @escaping () -> Content)
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
        @AxisMarkBuilder content: @escaping () -> Content
    ) {}

    /// Marks made by `content` at each of `values`.
    ///
    /// Charts: init<Value>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value], @AxisMarkBuilder content: @escaping (AxisValue) -> Content) where Value : Plottable
    public init<Value: Plottable>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
        @AxisMarkBuilder content: @escaping (AxisValue) -> Content
    ) {}

    /// The default marks.
    ///
    /// Charts: init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) where Content == Never
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
        stroke: StrokeStyle? = nil
    ) where Content == Never {}

    /// The default marks at each of `values`.
    ///
    /// Charts: init<Value>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value], stroke: StrokeStyle? = nil) where Content == Never, Value : Plottable
    public init<Value: Plottable>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value], stroke: StrokeStyle? = nil
    ) where Content == Never {}
}

/// Charts: extension Never : AxisMark
extension Never: AxisMark {}

/// Charts: extension Optional : AxisContent where Wrapped : AxisContent
extension Optional: AxisContent where Wrapped: AxisContent {}

/// Charts: extension Optional : AxisMark where Wrapped : AxisMark
extension Optional: AxisMark where Wrapped: AxisMark {}

/// Charts: extension BuilderConditional : AxisContent where TrueContent : AxisContent, FalseContent : AxisContent
extension BuilderConditional: AxisContent where TrueContent: AxisContent, FalseContent: AxisContent {}

/// Charts: extension BuilderConditional : AxisMark where TrueContent : AxisMark, FalseContent : AxisMark
extension BuilderConditional: AxisMark where TrueContent: AxisMark, FalseContent: AxisMark {}

/// Several axis marks or axis contents, as a builder block lists them.
struct AxisTuple<each Part>: AxisContent, AxisMark {
    init(_ parts: repeat each Part) {}
}

/// Builds an axis from the ``AxisMarks`` written in `chartXAxis { … }`.
///
/// Charts: @resultBuilder struct AxisContentBuilder
@resultBuilder
public struct AxisContentBuilder {
    /// Charts: static func buildBlock<each Content>(_ content: repeat each Content) -> some AxisContent where repeat each Content : AxisContent
    public static func buildBlock<each Content: AxisContent>(_ content: repeat each Content) -> some AxisContent { AxisTuple(repeat each content) }
    /// Charts: static func buildIf<C>(_ content: C?) -> C? where C : AxisContent
    public static func buildIf<C: AxisContent>(_ content: C?) -> C? { content }
    /// Charts: static func buildEither<T, F>(first: T) -> BuilderConditional<T, F> where T : AxisContent, F : AxisContent
    public static func buildEither<T: AxisContent, F: AxisContent>(first: T) -> BuilderConditional<T, F> { BuilderConditional(storage: .trueContent(first)) }
    /// Charts: static func buildEither<T, F>(second: F) -> BuilderConditional<T, F> where T : AxisContent, F : AxisContent
    public static func buildEither<T: AxisContent, F: AxisContent>(second: F) -> BuilderConditional<T, F> { BuilderConditional(storage: .falseContent(second)) }
    /// Charts: static func buildLimitedAvailability<C>(_ content: C) -> some AxisContent where C : AxisContent
    public static func buildLimitedAvailability<C: AxisContent>(_ content: C) -> some AxisContent { content }
}

/// Builds axis marks from the labels, grid lines and ticks written in an ``AxisMarks`` closure.
///
/// Charts: @resultBuilder struct AxisMarkBuilder
@resultBuilder
public struct AxisMarkBuilder {
    /// Charts: static func buildBlock<each Content>(_ content: repeat each Content) -> some AxisMark where repeat each Content : AxisMark
    public static func buildBlock<each Content: AxisMark>(_ content: repeat each Content) -> some AxisMark { AxisTuple(repeat each content) }
    /// Charts: static func buildIf<C>(_ content: C?) -> C? where C : AxisMark
    public static func buildIf<C: AxisMark>(_ content: C?) -> C? { content }
    /// Charts: static func buildEither<T, F>(first: T) -> BuilderConditional<T, F> where T : AxisMark, F : AxisMark
    public static func buildEither<T: AxisMark, F: AxisMark>(first: T) -> BuilderConditional<T, F> { BuilderConditional(storage: .trueContent(first)) }
    /// Charts: static func buildEither<T, F>(second: F) -> BuilderConditional<T, F> where T : AxisMark, F : AxisMark
    public static func buildEither<T: AxisMark, F: AxisMark>(second: F) -> BuilderConditional<T, F> { BuilderConditional(storage: .falseContent(second)) }
    /// Charts: static func buildLimitedAvailability<C>(_ content: C) -> some AxisMark where C : AxisMark
    public static func buildLimitedAvailability<C: AxisMark>(_ content: C) -> some AxisMark { content }
}

/// One value along an axis, handed to an ``AxisMarks`` closure.
///
/// Charts: struct AxisValue
public struct AxisValue {
    /// Charts: var index: Int { get }
    public let index: Int
    /// Charts: var count: Int { get }
    public let count: Int
    let value: _PlotValue

    /// The value as `type`, or `nil` when it is another kind.
    ///
    /// Charts: func `as`<P>(_ type: P.Type) -> P? where P : Plottable
    public func `as`<P: Plottable>(_ type: P.Type) -> P? {
        switch value.kind {
        case .number(let number): (number as? P.PrimitivePlottable) .flatMap(P.init(primitivePlottable:))
        case .text(let text): (text as? P.PrimitivePlottable).flatMap(P.init(primitivePlottable:))
        case .date(let date): (date as? P.PrimitivePlottable).flatMap(P.init(primitivePlottable:))
        }
    }
}

/// Which values an axis marks.
///
/// Charts: struct AxisMarkValues
public struct AxisMarkValues: Sendable {
    /// The values the chart picks.
    ///
    /// Charts: static var automatic: AxisMarkValues { get }
    public static var automatic: AxisMarkValues { AxisMarkValues() }

    /// The values the chart picks, as many as `desiredCount` at most `minimumStride` apart.
    ///
    /// Charts: static func automatic(minimumStride: (any Plottable)? = nil, desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues
    public static func automatic(
        minimumStride: (any Plottable)? = nil, desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil
    ) -> AxisMarkValues { AxisMarkValues() }

    /// A date every `count` `component`s.
    ///
    /// Charts: static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil, calendar: Calendar? = nil) -> AxisMarkValues
    public static func stride(
        by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil, calendar: Calendar? = nil
    ) -> AxisMarkValues { AxisMarkValues() }

    /// A number every `stepSize`.
    ///
    /// Charts: static func stride(by stepSize: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues
    public static func stride(by stepSize: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues { AxisMarkValues() }
}

/// Which side of the plot an axis's marks are on.
///
/// Charts: struct AxisMarkPosition
public struct AxisMarkPosition: Equatable, Sendable {
    let name: String
    /// Charts: static var automatic: AxisMarkPosition { get }
    public static var automatic: AxisMarkPosition { AxisMarkPosition(name: "automatic") }
    /// Charts: static var leading: AxisMarkPosition { get }
    public static var leading: AxisMarkPosition { AxisMarkPosition(name: "leading") }
    /// Charts: static var trailing: AxisMarkPosition { get }
    public static var trailing: AxisMarkPosition { AxisMarkPosition(name: "trailing") }
    /// Charts: static var top: AxisMarkPosition { get }
    public static var top: AxisMarkPosition { AxisMarkPosition(name: "top") }
    /// Charts: static var bottom: AxisMarkPosition { get }
    public static var bottom: AxisMarkPosition { AxisMarkPosition(name: "bottom") }
}

/// A ready-made look for an axis's marks.
///
/// Charts: struct AxisMarkPreset
public struct AxisMarkPreset: Equatable, Sendable {
    let name: String
    /// Charts: static var automatic: AxisMarkPreset { get }
    public static var automatic: AxisMarkPreset { AxisMarkPreset(name: "automatic") }
    /// Charts: static var aligned: AxisMarkPreset { get }
    public static var aligned: AxisMarkPreset { AxisMarkPreset(name: "aligned") }
    /// Charts: static var extended: AxisMarkPreset { get }
    public static var extended: AxisMarkPreset { AxisMarkPreset(name: "extended") }
    /// Charts: static var inset: AxisMarkPreset { get }
    public static var inset: AxisMarkPreset { AxisMarkPreset(name: "inset") }
}
