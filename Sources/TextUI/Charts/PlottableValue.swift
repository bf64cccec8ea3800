import Foundation

/// A value a mark plots, with the label that names it (`.value("Sales", 12)`): the label names
/// a line chart's row when no series does, and the value is what a bar or a sparkline shows.
///
/// Charts: struct PlottableValue<Value> where Value : Plottable
public struct PlottableValue<Value: Plottable> {
    let label: ChartLabel
    let value: _PlotValue

    /// `value`, named by `label`.
    ///
    /// Charts: static func value<S>(_ label: S, _ value: Value) -> PlottableValue<Value> where S : StringProtocol
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: .string(String(label)), value: value.plotValue)
    }

    /// `value`, named by a localized key.
    ///
    /// Charts: static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value>
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: .key(label), value: value.plotValue)
    }

    /// `value`, named by a text.
    ///
    /// Charts: static func value(_ label: Text, _ value: Value) -> PlottableValue<Value>
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: .text(label), value: value.plotValue)
    }
}

extension PlottableValue where Value == Date {
    /// A date binned by `unit` (a day, an hour): drawn as the date.
    ///
    /// Charts: static func value<S>(_ label: S, _ date: Date, unit: Calendar.Component, calendar: Calendar? = nil) -> PlottableValue<Value> where Value == Date, S : StringProtocol
    public static func value<S: StringProtocol>(_ label: S, _ date: Date, unit: Calendar.Component, calendar: Calendar? = nil) -> PlottableValue<Value> {
        PlottableValue(label: .string(String(label)), value: _PlotValue(kind: .date(date)))
    }

    /// A date binned by `unit`, named by a localized key.
    ///
    /// Charts: static func value(_ label: LocalizedStringKey, _ date: Date, unit: Calendar.Component, calendar: Calendar? = nil) -> PlottableValue<Value> where Value == Date
    public static func value(_ label: LocalizedStringKey, _ date: Date, unit: Calendar.Component, calendar: Calendar? = nil) -> PlottableValue<Value> {
        PlottableValue(label: .key(label), value: _PlotValue(kind: .date(date)))
    }
}

/// The name of a plotted value, as written.
enum ChartLabel {
    case string(String)
    case key(LocalizedStringKey)
    case text(Text)

    /// The label on one line, read with the chart's environment.
    @MainActor
    func resolved(in context: RenderContext) -> Line {
        switch self {
        case .string(let string): return Line.singleLine(string)
        case .key(let key): return Self.text(Text(key), in: context)
        case .text(let text): return Self.text(text, in: context)
        }
    }

    @MainActor
    private static func text(_ text: Text, in context: RenderContext) -> Line {
        text.makeNode(context).draw(width: 1 << 20).first ?? .empty
    }
}
