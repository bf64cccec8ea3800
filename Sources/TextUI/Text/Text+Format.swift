extension Text {
    /// The locale every formatted value is written in, whatever the machine's settings:
    /// `en_US` (a comma between thousands, a point before decimals: `1,234.5`, `¥1,500`,
    /// `$12.50`, `62%`), in UTC on the Gregorian calendar, so the same value reads the same on
    /// every machine.
    static let formatLocale = Locale(identifier: "en_US")

    /// Shows `input` written by `format`, in the fixed locale ``formatLocale`` (`en_US`, UTC,
    /// Gregorian) so the text is the same on every machine.
    ///
    /// ```swift
    /// VStack(alignment: .leading) {
    ///     Text(1234.5, format: .number)
    ///     Text(0.62, format: .percent)
    ///     Text(1500, format: .currency(code: "JPY"))
    ///     Text(Date(timeIntervalSince1970: 0), format: .dateTime.year().month().day())
    /// }
    /// ```
    /// ```text
    /// 1,234.5
    /// 62%
    /// ¥1,500
    /// Jan 1, 1970
    /// ```
    ///
    /// SwiftUI: Text.init(_:format:)
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(Text.fixed(format).format(input))
    }

    /// `format` in the fixed locale, and, for dates, in UTC on the Gregorian calendar.
    static func fixed<F: FormatStyle>(_ format: F) -> F {
        let style = format.locale(formatLocale)
        guard var date = style as? Date.FormatStyle else { return style }
        date.timeZone = TimeZone(identifier: "UTC") ?? date.timeZone
        date.calendar = Calendar(identifier: .gregorian)
        return (date as? F) ?? style
    }
}
