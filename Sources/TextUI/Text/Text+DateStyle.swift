extension Text {
    /// Shows `date` in one of SwiftUI's date styles. `.date` and `.time` are written the same
    /// on every machine (English, UTC, like ``init(_:format:)``); `.relative`, `.offset` and
    /// `.timer` are counted from the moment the text is drawn, as a person reading it then sees:
    /// the environment's ``EnvironmentValues/renderDate``, or the clock's time. A date (or a
    /// moment) that is not a number, infinite, or outside the years 1 to 9999 reads
    /// `date out of range`.
    ///
    /// ```swift
    /// let launch = Date(timeIntervalSince1970: 1_767_000_000)
    /// VStack(alignment: .leading) {
    ///     Text(launch, style: .date)
    ///     Text(launch, style: .time)
    /// }
    /// ```
    /// ```text
    /// December 29, 2025
    /// 9:20 AM
    /// ```
    /// Counted from a moment two hours and 23 minutes before:
    ///
    /// ```swift
    /// let launch = Date(timeIntervalSince1970: 1_767_000_000)
    /// VStack(alignment: .leading) {
    ///     Text(launch, style: .relative)
    ///     Text(launch, style: .offset)
    ///     Text(launch, style: .timer)
    /// }
    /// .environment(\.renderDate, launch.addingTimeInterval(-8_580))
    /// ```
    /// ```text
    /// 2 hours, 23 minutes
    /// +2 hours
    /// 2:23:00
    /// ```
    ///
    /// SwiftUI: Text.init(_:style:)
    public init(_ date: Date, style: Text.DateStyle) {
        switch style.kind {
        case .time, .date: self.init(style.text(for: date, now: date))
        case .relative, .offset, .timer: self.init(pieces: [.moment(.date(date, style))])
        }
    }

    /// A date range, written as its two ends: `Dec 29, 2025 – Dec 30, 2025`, or for one day
    /// `Dec 29, 2025, 9:20 AM – 11:00 AM`; an end that cannot be written reads
    /// `date out of range`.
    ///
    /// SwiftUI: Text.init(_:) (ClosedRange<Date>)
    public init(_ dates: ClosedRange<Date>) {
        switch (DateText(dates.lowerBound), DateText(dates.upperBound)) {
        case let (from?, to?) where (from.year, from.month, from.day) == (to.year, to.month, to.day):
            self.init("\(from.dateString), \(from.timeString()) – \(to.timeString())")
        case (nil, nil):
            self.init(DateText.outOfRange)
        case let (from, to):
            self.init("\(from?.dateString ?? DateText.outOfRange) – \(to?.dateString ?? DateText.outOfRange)")
        }
    }

    /// A predefined way to write a date.
    ///
    /// SwiftUI: Text.DateStyle
    public struct DateStyle: Equatable, Sendable {
        let kind: Kind
        enum Kind { case time, date, relative, offset, timer }

        /// Only the time: `9:20 AM`.
        ///
        /// SwiftUI: Text.DateStyle.time
        public static let time = DateStyle(kind: .time)
        /// The date: `December 29, 2025`.
        ///
        /// SwiftUI: Text.DateStyle.date
        public static let date = DateStyle(kind: .date)
        /// How far the date is from now: `2 hours, 23 minutes`.
        ///
        /// SwiftUI: Text.DateStyle.relative
        public static let relative = DateStyle(kind: .relative)
        /// The date as an offset from now: `+2 hours`, `-3 months`.
        ///
        /// SwiftUI: Text.DateStyle.offset
        public static let offset = DateStyle(kind: .offset)
        /// A timer counting from now: `2:32`, `36:59:01`.
        ///
        /// SwiftUI: Text.DateStyle.timer
        public static let timer = DateStyle(kind: .timer)

        func text(for date: Date, now: Date) -> String {
            switch kind {
            case .time: return DateText(date)?.timeString() ?? DateText.outOfRange
            case .date:
                guard let day = DateText(date) else { return DateText.outOfRange }
                return "\(DateText.monthNames[day.month - 1]) \(day.day), \(day.year)"
            case .relative, .offset, .timer:
                // Both within the years 1 to 9999, so the seconds between them fit an `Int`.
                guard DateText.canWrite(date, now) else { return DateText.outOfRange }
                return countedText(Int(date.timeIntervalSince(now).rounded()))
            }
        }

        /// `seconds` from now as `.relative` or `.offset` writes it, otherwise as `.timer` does.
        private func countedText(_ seconds: Int) -> String {
            if kind == .relative { return Self.units(abs(seconds)).prefix(2).joined(separator: ", ") }
            if kind == .offset { return (seconds < 0 ? "-" : "+") + (Self.units(abs(seconds)).first ?? "0 seconds") }
            let total = abs(seconds)
            let (hours, minutes, rest) = (total / 3600, total % 3600 / 60, total % 60)
            let pad = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
            return hours > 0 ? "\(hours):\(pad(minutes)):\(pad(rest))" : "\(minutes):\(pad(rest))"
        }

        /// `seconds` as whole units, largest first, skipping those that are zero: `["2 hours",
        /// "23 minutes"]`.
        static func units(_ seconds: Int) -> [String] {
            let sizes = [("year", 31_536_000), ("month", 2_592_000), ("day", 86_400), ("hour", 3600), ("minute", 60), ("second", 1)]
            var left = seconds
            var words: [String] = []
            for (name, size) in sizes where left >= size {
                let count = left / size
                left -= count * size
                words.append("\(count) \(name)\(count == 1 ? "" : "s")")
            }
            return words.isEmpty ? ["0 seconds"] : words
        }
    }
}
