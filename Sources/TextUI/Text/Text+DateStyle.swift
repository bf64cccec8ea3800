extension Text {
    /// Shows `date` in one of SwiftUI's date styles, in the environment's language
    /// (``EnvironmentValues/locale``: English, or Japanese for `ja`). `.date` and `.time` are
    /// written the same on every machine (in UTC, like ``init(_:format:)``); `.relative`,
    /// `.offset` and `.timer` are counted from the moment the text is drawn, as a person reading
    /// it then sees: the environment's ``EnvironmentValues/renderDate``, or the clock's time. A
    /// date (or a moment) that is not a number, infinite, or outside the years 1 to 9999 reads
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
        self.init(pieces: [.moment(.date(date, style))])
    }

    /// A date range, written as its two ends in the environment's language: `Dec 29, 2025 –
    /// Dec 30, 2025`, or for one day `Dec 29, 2025, 9:20 AM – 11:00 AM` (`2025/12/29 9:20 –
    /// 11:00` in Japanese); an end that cannot be written reads `date out of range`.
    ///
    /// SwiftUI: Text.init(_:) (ClosedRange<Date>)
    public init(_ dates: ClosedRange<Date>) {
        self.init(pieces: [.moment(.range(dates))])
    }

    /// `dates` written in `language`.
    static func rangeString(_ dates: ClosedRange<Date>, in language: SystemLanguage) -> String {
        var (from, to) = (DateText(dates.lowerBound), DateText(dates.upperBound))
        from?.language = language
        to?.language = language
        switch (from, to) {
        case let (from?, to?) where (from.year, from.month, from.day) == (to.year, to.month, to.day):
            let separator = language == .english ? ", " : " "
            return "\(from.dateString)\(separator)\(from.timeString()) – \(to.timeString())"
        case (nil, nil):
            return DateText.outOfRange
        case let (from, to):
            return "\(from?.dateString ?? DateText.outOfRange) – \(to?.dateString ?? DateText.outOfRange)"
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

        /// `date` in this style, for the moment `now`, in `language`; `date out of range` when
        /// either cannot be written.
        func text(for date: Date, now: @autoclosure () -> Date, in language: SystemLanguage = .english) -> String {
            guard var day = DateText(date) else { return DateText.outOfRange }
            day.language = language
            if kind == .time { return day.timeString() }
            if kind == .date { return day.longDateString }
            let moment = now()
            // Both within the years 1 to 9999, so the seconds between them fit an `Int`.
            guard DateText.canWrite(moment) else { return DateText.outOfRange }
            let seconds = Int(date.timeIntervalSince(moment).rounded())
            switch kind {
            case .time, .date: return ""
            case .relative:
                let units = Self.units(abs(seconds), in: language)
                return units.count > 1 ? SystemString.unitListPattern.text(in: language, units[0], units[1]) : units[0]
            case .offset: return (seconds < 0 ? "-" : "+") + Self.units(abs(seconds), in: language)[0]
            case .timer:
                let total = abs(seconds)
                let (hours, minutes, rest) = (total / 3600, total % 3600 / 60, total % 60)
                let pad = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
                return hours > 0 ? "\(hours):\(pad(minutes)):\(pad(rest))" : "\(minutes):\(pad(rest))"
            }
        }

        /// `seconds` as whole units in `language`, largest first, skipping those that are zero:
        /// `["2 hours", "23 minutes"]` (`["2時間", "23分"]`); never empty.
        static func units(_ seconds: Int, in language: SystemLanguage = .english) -> [String] {
            let sizes: [(SystemString, SystemString, Int)] = [
                (.year, .years, 31_536_000), (.month, .monthsUnit, 2_592_000), (.day, .days, 86_400),
                (.hour, .hours, 3600), (.minute, .minutes, 60), (.second, .seconds, 1),
            ]
            var left = seconds
            var words: [String] = []
            for (one, many, size) in sizes where left >= size {
                let count = left / size
                left -= count * size
                words.append(SystemString.unitPattern.text(in: language, "\(count)", (count == 1 ? one : many).text(in: language)))
            }
            return words.isEmpty ? [SystemString.zeroSeconds.text(in: language)] : words
        }
    }
}
