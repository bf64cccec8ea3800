/// Values shown through a format style, the same on every machine: formatted as `Text(_:format:)`
/// formats them, in the locale drawn in (by default as `en_US` writes) and, for dates, in UTC on
/// the Gregorian calendar.
enum ControlFormat {
    static func string<F: FormatStyle>(_ value: F.FormatInput, format: F, in locale: Locale = Text.formatLocale) -> String
    where F.FormatOutput == String {
        Text.fixed(format, in: locale).format(value)
    }

    /// `value` written by a copy of `formatter` set to the locale (and, for dates, UTC and the
    /// Gregorian calendar), so the caller's formatter is left as it was.
    static func string(_ value: Any, formatter: Formatter, in locale: Locale = Text.formatLocale) -> String {
        let copy = (formatter.copy() as? Formatter) ?? formatter
        if let numbers = copy as? NumberFormatter, numbers !== formatter {
            numbers.locale = Text.formatLocale(for: locale)
        } else if let dates = copy as? DateFormatter, dates !== formatter {
            dates.locale = Text.formatLocale(for: locale)
            dates.timeZone = TimeZone(identifier: "UTC")
            dates.calendar = Calendar(identifier: .gregorian)
        }
        return copy.string(for: value) ?? ""
    }

    /// A number as `Text(_:format: .number)` writes it: `25`, `0.4`, `1,234.5`.
    static func number<V: BinaryFloatingPoint>(_ value: V) -> String {
        let double = Double(value)
        guard double.isFinite else { return double.isNaN ? "NaN" : (double < 0 ? "-∞" : "∞") }
        return string(double, format: FloatingPointFormatStyle<Double>.number)
    }
}
