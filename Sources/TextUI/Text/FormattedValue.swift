import Foundation

/// A value and the format style that writes it, kept until the text is drawn so it is written in
/// the locale drawn in: `Text(1234.5, format: .number)` reads `1,234.5` by default and in
/// Japanese alike, `Text(date, format: .dateTime.month().day())` `Dec 29` or `12月29日`.
///
/// TextUI's default locale (`en_US_POSIX`, see ``EnvironmentValues/locale``) writes as `en_US`
/// does. Dates are written in UTC on the Gregorian calendar, whatever the machine's settings. A
/// relative date (`Date.RelativeFormatStyle`: `5 minutes ago`, `5分前`) is counted from the
/// moment drawn for (``EnvironmentValues/renderDate``, or the clock's time), in the words of
/// TextUI's tables, so it is the same on every machine.
struct FormattedValue: Equatable, @unchecked Sendable {
    // @unchecked: the input is a value the caller gave (a number, a date, a measurement) and is
    // only read; the format style is Sendable.
    private let input: Any
    private let format: AnyHashable
    private let isSameInput: (Any) -> Bool
    /// Writes the value in a locale, for a moment.
    let write: (_ locale: Locale, _ now: () -> Date) -> String

    init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.input = input
        self.format = AnyHashable(format)
        isSameInput = { ($0 as? F.FormatInput) == input }
        write = { locale, now in
            if let relative = format as? Date.RelativeFormatStyle, let date = input as? Date {
                return RelativeDateText.text(date, now: now(), presentation: relative.presentation, in: SystemLanguage(locale))
            }
            return Text.fixed(format, in: locale).format(input)
        }
    }

    static func == (lhs: FormattedValue, rhs: FormattedValue) -> Bool {
        lhs.format == rhs.format && lhs.isSameInput(rhs.input)
    }
}

/// A date relative to now, as `Date.RelativeFormatStyle` writes it in its wide units: the
/// largest whole unit, `5 minutes ago` / `in 2 days` (`5分前` / `2日後`); with the `.named`
/// presentation `now`, `yesterday` and `tomorrow` where they apply.
enum RelativeDateText {
    static func text(_ date: Date, now: Date, presentation: Date.RelativeFormatStyle.Presentation, in language: SystemLanguage) -> String {
        let interval = date.timeIntervalSince(now)
        let seconds = interval.isFinite ? Int(max(-1e15, min(1e15, interval)).rounded()) : 0
        let distance = abs(seconds)
        if presentation == .named {
            if distance < 1 { return SystemString.now.text(in: language) }
            if (86_400..<172_800).contains(distance) { return (seconds < 0 ? SystemString.yesterday : .tomorrow).text(in: language) }
        }
        let sizes: [(SystemString, SystemString, Int)] = [
            (.year, .years, 31_536_000), (.month, .monthsUnit, 2_592_000), (.week, .weeks, 604_800),
            (.day, .days, 86_400), (.hour, .hours, 3600), (.minute, .minutes, 60), (.second, .seconds, 1),
        ]
        let (one, many, size) = sizes.first { distance >= $0.2 } ?? (.second, .seconds, 1)
        let count = distance / size
        let amount = SystemString.unitPattern.text(in: language, "\(count)", (count == 1 ? one : many).text(in: language))
        return (seconds < 0 ? SystemString.ago : .later).text(in: language, amount)
    }
}
