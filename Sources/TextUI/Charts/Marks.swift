import Foundation

// The marks real screens plot, with the initializers Apple declares for them. Each stands for a
// record of what it plots; `Chart` draws the records (see Chart.swift for how).

/// A bar: drawn as a row of █ scaled to the chart's largest bar (see ``Chart``).
///
/// Charts: struct BarMark
public struct BarMark: ChartContent, ChartMark {
    let record: ChartMarkRecord

    /// A bar at `x` as tall as `y`.
    ///
    /// Charts: init<X, Y>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) where X : Plottable, Y : Plottable
    nonisolated public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic,
        stacking: MarkStackingMethod = .standard
    ) {
        record = ChartMarkRecord(.bar, x: .init(x), y: .init(y))
    }

    /// A bar at `x` spanning `yStart` to `yEnd`.
    ///
    /// Charts: init<X, Y>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) where X : Plottable, Y : Plottable
    nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
        record = ChartMarkRecord(.bar, x: .init(x), y: .init(yStart, yEnd))
    }

    /// A bar at `y` spanning `xStart` to `xEnd`.
    ///
    /// Charts: init<X, Y>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) where X : Plottable, Y : Plottable
    nonisolated public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        record = ChartMarkRecord(.bar, x: .init(xStart, xEnd), y: .init(y))
    }

    /// A bar as long as `x`, across the whole chart (stacked with the others, one per series).
    ///
    /// Charts: init<X>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) where X : Plottable
    nonisolated public init<X: Plottable>(
        x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic,
        stacking: MarkStackingMethod = .standard
    ) {
        record = ChartMarkRecord(.bar, x: .init(x))
    }

    /// A bar as tall as `y`, across the whole chart.
    ///
    /// Charts: init<Y>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) where Y : Plottable
    nonisolated public init<Y: Plottable>(
        xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic,
        stacking: MarkStackingMethod = .standard
    ) {
        record = ChartMarkRecord(.bar, y: .init(y))
    }
}

/// A point of a line: a line's points draw as one sparkline row (see ``Chart``).
///
/// Charts: struct LineMark
public struct LineMark: ChartContent, ChartMark {
    let record: ChartMarkRecord

    /// A point at `x`, `y`.
    ///
    /// Charts: init<X, Y>(x: PlottableValue<X>, y: PlottableValue<Y>) where X : Plottable, Y : Plottable
    nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        record = ChartMarkRecord(.line, x: .init(x), y: .init(y))
    }

    /// A point at `x`, `y` of the line `series`.
    ///
    /// Charts: init<X, Y, S>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) where X : Plottable, Y : Plottable, S : Plottable
    nonisolated public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        record = ChartMarkRecord(.line, x: .init(x), y: .init(y), series: series.value)
    }
}

/// A point of a filled area: drawn as a line's point is (see ``Chart``).
///
/// Charts: struct AreaMark
public struct AreaMark: ChartContent, ChartMark {
    let record: ChartMarkRecord

    /// A point at `x`, `y`.
    ///
    /// Charts: init<X, Y>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) where X : Plottable, Y : Plottable
    nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        record = ChartMarkRecord(.area, x: .init(x), y: .init(y))
    }

    /// A point at `x`, `y` of the area `series`.
    ///
    /// Charts: init<X, Y, S>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>, stacking: MarkStackingMethod = .standard) where X : Plottable, Y : Plottable, S : Plottable
    nonisolated public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>, stacking: MarkStackingMethod = .standard
    ) {
        record = ChartMarkRecord(.area, x: .init(x), y: .init(y), series: series.value)
    }

    /// A point at `x` of an area filled from `yStart` to `yEnd`.
    ///
    /// Charts: init<X, Y>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) where X : Plottable, Y : Plottable
    nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record = ChartMarkRecord(.area, x: .init(x), y: .init(yStart, yEnd))
    }

    /// A point at `x` of the area `series`, filled from `yStart` to `yEnd`.
    ///
    /// Charts: init<X, Y, S>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, series: PlottableValue<S>) where X : Plottable, Y : Plottable, S : Plottable
    nonisolated public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, series: PlottableValue<S>
    ) {
        record = ChartMarkRecord(.area, x: .init(x), y: .init(yStart, yEnd), series: series.value)
    }
}

/// A point: a scatter's points draw as a line's do (see ``Chart``).
///
/// Charts: struct PointMark
public struct PointMark: ChartContent, ChartMark {
    let record: ChartMarkRecord

    /// A point at `x`, `y`.
    ///
    /// Charts: init<X, Y>(x: PlottableValue<X>, y: PlottableValue<Y>) where X : Plottable, Y : Plottable
    nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        record = ChartMarkRecord(.point, x: .init(x), y: .init(y))
    }
}

/// A straight line across the chart at a value (a goal, a selection): drawn as a row naming it,
/// `┄ Goal 10`.
///
/// Charts: struct RuleMark
public struct RuleMark: ChartContent, ChartMark {
    let record: ChartMarkRecord

    /// A vertical rule at `x`.
    ///
    /// Charts: init<X>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) where X : Plottable
    nonisolated public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        record = ChartMarkRecord(.rule, x: .init(x))
    }

    /// A horizontal rule at `y`.
    ///
    /// Charts: init<Y>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>) where Y : Plottable
    nonisolated public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>) {
        record = ChartMarkRecord(.rule, y: .init(y))
    }
}

/// A rectangle over a range of the chart: one with a numeric extent draws as a bar does; a
/// shaded band (a date range alone) draws nothing.
///
/// Charts: struct RectangleMark
public struct RectangleMark: ChartContent, ChartMark {
    let record: ChartMarkRecord

    /// A rectangle centred on `x`, `y`.
    ///
    /// Charts: init<X, Y>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic) where X : Plottable, Y : Plottable
    nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic) {
        record = ChartMarkRecord(.rectangle, x: .init(x), y: .init(y))
    }

    /// A rectangle at `x` spanning `yStart` to `yEnd`.
    ///
    /// Charts: init<X, Y>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) where X : Plottable, Y : Plottable
    nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
        record = ChartMarkRecord(.rectangle, x: .init(x), y: .init(yStart, yEnd))
    }

    /// A rectangle spanning `xStart` to `xEnd` and `yStart` to `yEnd`.
    ///
    /// Charts: init<X, Y>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) where X : Plottable, Y : Plottable
    nonisolated public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record = ChartMarkRecord(.rectangle, x: .init(xStart, xEnd), y: .init(yStart, yEnd))
    }

    /// A band spanning `xStart` to `xEnd`, from `yStart` to `yEnd` of the plot (all of it by
    /// default).
    ///
    /// Charts: init<X>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) where X : Plottable
    nonisolated public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        record = ChartMarkRecord(.rectangle, x: .init(xStart, xEnd))
    }
}

/// How wide or tall a mark is drawn; text draws every bar one row tall.
///
/// Charts: struct MarkDimension
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
    /// The size the chart chooses.
    ///
    /// Charts: static var automatic: MarkDimension { get }
    public static var automatic: MarkDimension { MarkDimension() }

    /// A size in points.
    ///
    /// Charts: static func fixed(_ value: CGFloat) -> MarkDimension
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension() }

    /// A fraction of the room a category has.
    ///
    /// Charts: static func ratio(_ value: CGFloat) -> MarkDimension
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension() }

    /// Space left beside the mark, in points.
    ///
    /// Charts: static func inset(_ value: CGFloat) -> MarkDimension
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension() }

    private init() {}

    /// A size in points: `width: 2`.
    ///
    /// Charts: init(floatLiteral value: Double)
    public init(floatLiteral value: Double) {}

    /// A size in points: `width: 2`.
    ///
    /// Charts: init(integerLiteral value: Int)
    public init(integerLiteral value: Int) {}
}

/// How marks at the same place stack; text draws each on its own row.
///
/// Charts: struct MarkStackingMethod
public struct MarkStackingMethod: Equatable, Sendable {
    let name: String

    /// On top of each other.
    ///
    /// Charts: static var standard: MarkStackingMethod { get }
    public static var standard: MarkStackingMethod { MarkStackingMethod(name: "standard") }
    /// Stacked to fill the whole axis.
    ///
    /// Charts: static var normalized: MarkStackingMethod { get }
    public static var normalized: MarkStackingMethod { MarkStackingMethod(name: "normalized") }
    /// Stacked about the centre.
    ///
    /// Charts: static var center: MarkStackingMethod { get }
    public static var center: MarkStackingMethod { MarkStackingMethod(name: "center") }
    /// Not stacked: overlapping.
    ///
    /// Charts: static var unstacked: MarkStackingMethod { get }
    public static var unstacked: MarkStackingMethod { MarkStackingMethod(name: "unstacked") }
}
