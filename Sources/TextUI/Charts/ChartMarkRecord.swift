import Foundation

/// One mark as text draws it: what kind it is, what it plots on each axis and the series it
/// belongs to.
struct ChartMarkRecord {
    enum Kind {
        case bar, rectangle, line, area, point, rule
    }

    /// A value on one axis: a point, or the interval a bar or a rectangle spans.
    struct Position {
        var label: ChartLabel
        var value: _PlotValue
        var end: _PlotValue?
    }

    var kind: Kind
    var x: Position?
    var y: Position?
    var series: _PlotValue?
    /// `opacity(0)`: plotted, but not seen.
    var isHidden = false

    init(_ kind: Kind, x: Position? = nil, y: Position? = nil, series: _PlotValue? = nil) {
        self.kind = kind
        self.x = x
        self.y = y
        self.series = series
    }
}

extension ChartMarkRecord.Position {
    init<Value>(_ plotted: PlottableValue<Value>) {
        self.init(label: plotted.label, value: plotted.value)
    }

    init<Value>(_ start: PlottableValue<Value>, _ end: PlottableValue<Value>) {
        self.init(label: start.label, value: start.value, end: end.value)
    }
}

/// A primitive mark: its record is all it draws.
protocol ChartMark: ChartContent where Body == Never {
    var record: ChartMarkRecord { get }
}

extension ChartMark {
    /// TextUI only: a mark has no body.
    public var body: Never { fatalError("a mark has no body") }

    /// The mark's one record.
    ///
    /// TextUI only: Swift Charts reads its content privately.
    public static func _collectMarks(of content: Self, into marks: inout _ChartMarks) {
        marks.records.append(content.record)
    }
}
