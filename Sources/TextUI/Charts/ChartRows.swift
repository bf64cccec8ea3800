import Foundation

/// A chart's marks as the rows text draws: bars, sparklines and rules, in the order their first
/// marks came, with every label and value already written out.
struct ChartRows {
    enum Row {
        /// A bar spanning `start...end`, with the value written after it.
        case bar(label: Line, start: Double, end: Double, value: Line)
        /// A line's (or area's, or points') values in order, with its range written after it.
        case sparkline(label: Line, values: [Double], range: Line)
        /// A rule: its whole row, `┄ Goal 6`.
        case rule(Line)
    }

    var rows: [Row] = []

    @MainActor
    init(_ records: [ChartMarkRecord], context: RenderContext) {
        let format = ChartValueFormat(records, context: context)
        var series: [(key: String, label: Line, points: [(order: Double?, value: Double)])] = []
        var sparklineRows: [String: Int] = [:]
        for record in records {
            switch record.kind {
            case .bar, .rectangle:
                if let bar = Self.bar(record, format: format, context: context) { rows.append(bar) }
            case .line, .area, .point:
                guard let (quantity, order) = Self.point(record) else { continue }
                let key = record.series.map { format.text($0) } ?? (record.y ?? record.x)?.label.resolved(in: context).text ?? ""
                if let index = sparklineRows[key] {
                    series[index].points.append((order, quantity))
                } else {
                    sparklineRows[key] = series.count
                    series.append((key, Line.singleLine(key), [(order, quantity)]))
                    rows.append(.sparkline(label: .empty, values: [], range: .empty))
                }
            case .rule:
                guard let position = record.x ?? record.y else { continue }
                rows.append(.rule(Line("┄ ") + position.label.resolved(in: context) + Line(" ") + Line.singleLine(format.text(position.value))))
            }
        }
        // Fill the sparkline rows, in the places their first points took.
        var next = 0
        for index in rows.indices {
            guard case .sparkline = rows[index] else { continue }
            let line = series[next]
            next += 1
            let values = Self.ordered(line.points)
            let low = values.min() ?? 0, high = values.max() ?? 0
            let range = low == high ? format.number(low) : format.number(low) + "–" + format.number(high)
            rows[index] = .sparkline(label: line.label, values: values, range: Line(range))
        }
    }

    /// A bar's row: its category (and series) and the span of its quantity, or `nil` for a
    /// mark with no number to draw (a shaded band of dates).
    @MainActor
    private static func bar(_ record: ChartMarkRecord, format: ChartValueFormat, context: RenderContext) -> Row? {
        let quantity: ChartMarkRecord.Position, category: ChartMarkRecord.Position?
        switch (record.x, record.y) {
        case let (x?, y?) where y.value.number != nil: (quantity, category) = (y, x)
        case let (x?, y?) where x.value.number != nil: (quantity, category) = (x, y)
        case let (x?, nil) where x.value.number != nil: (quantity, category) = (x, nil)
        case let (nil, y?) where y.value.number != nil: (quantity, category) = (y, nil)
        default: return nil
        }
        guard let first = quantity.value.number else { return nil }
        let (start, end) = quantity.end.flatMap(\.number).map { (first, $0) } ?? (0, first)
        let words = [category.map { format.text($0.value) }, record.series.map { format.text($0) }].compactMap { $0 }
        let label = words.isEmpty ? quantity.label.resolved(in: context) : Line.singleLine(words.joined(separator: " "))
        let value = start == 0 ? format.number(end) : format.number(start) + "–" + format.number(end)
        return .bar(label: label, start: start, end: end, value: Line(value))
    }

    /// A point's quantity (`y`, or `x` when only it is a number) and the value it is ordered by.
    private static func point(_ record: ChartMarkRecord) -> (Double, Double?)? {
        if let y = record.y, let value = (y.end ?? y.value).number { return (value, record.x.flatMap { ChartValueFormat.order($0.value) }) }
        if let x = record.x, let value = x.value.number { return (value, nil) }
        return nil
    }

    /// The values in order of `x` when every point has one, else as they came.
    private static func ordered(_ points: [(order: Double?, value: Double)]) -> [Double] {
        guard points.allSatisfy({ $0.order != nil }) else { return points.map(\.value) }
        return points.enumerated()
            .sorted { ($0.element.order!, $0.offset) < ($1.element.order!, $1.offset) }
            .map(\.element.value)
    }
}

/// How a chart writes its values: numbers with at most two decimals and no grouping, dates as
/// a day (`Nov 28`) or, when every date falls on one day, as a time (`14:00`).
struct ChartValueFormat {
    private let dateStyle: Date.FormatStyle

    init(_ records: [ChartMarkRecord], context: RenderContext) {
        let environment = context.environment
        var calendar = environment.calendar
        calendar.timeZone = environment.timeZone
        let dates = records.flatMap { [$0.x?.value, $0.x?.end, $0.y?.value, $0.y?.end, $0.series] }.compactMap { value -> Date? in
            if case .date(let date)? = value?.kind { return date }
            return nil
        }
        let days = Set(dates.map { calendar.startOfDay(for: $0) })
        let base = Date.FormatStyle(locale: environment.locale, calendar: calendar, timeZone: environment.timeZone)
        dateStyle = days.count == 1 && dates.count > 1 ? base.hour().minute() : base.month(.abbreviated).day()
    }

    func text(_ value: _PlotValue) -> String {
        switch value.kind {
        case .text(let text): text
        case .number(let number): self.number(number)
        case .date(let date): date.formatted(dateStyle)
        }
    }

    func number(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let hundredths = (value * 100).rounded()
        guard abs(hundredths) < 1e17 else { return "\(value)" }
        let whole = Int64(hundredths) / 100, rest = abs(Int64(hundredths) % 100)
        let sign = hundredths < 0 && whole == 0 ? "-" : ""
        if rest == 0 { return "\(sign)\(whole)" }
        let decimals = rest % 10 == 0 ? "\(rest / 10)" : (rest < 10 ? "0\(rest)" : "\(rest)")
        return "\(sign)\(whole).\(decimals)"
    }

    /// The number a value is ordered by along an axis: a number or a date; `nil` for a name.
    static func order(_ value: _PlotValue) -> Double? {
        switch value.kind {
        case .number(let number): number
        case .date(let date): date.timeIntervalSinceReferenceDate
        case .text: nil
        }
    }
}
