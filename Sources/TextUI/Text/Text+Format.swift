extension Text {
    /// The locale every formatted value is written in, whatever the machine's settings:
    /// `en_US` (a comma between thousands, a point before decimals: `1,234.5`, `¥1,500`,
    /// `$12.50`, `62%`), in UTC on the Gregorian calendar, so the same value reads the same on
    /// every machine.
    static let formatLocale = Locale(identifier: "en_US")

    /// Shows `input` written by `format` in the environment's ``EnvironmentValues/locale`` when
    /// it is drawn — by default as `en_US` writes it — in UTC on the Gregorian calendar, so the
    /// text is the same on every machine (see ``FormattedValue``).
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
        self.init(pieces: [.moment(.formatted(FormattedValue(input, format: format)))])
    }

    /// The locale a value is formatted in when the environment's is `locale`: `en_US` for
    /// TextUI's default (`en_US_POSIX`, which writes `1234.5` with no grouping), else `locale`.
    static func formatLocale(for locale: Locale) -> Locale {
        locale.identifier == "en_US_POSIX" ? formatLocale : locale
    }

    /// `format` in the fixed locale, and, for dates, in UTC on the Gregorian calendar.
    static func fixed<F: FormatStyle>(_ format: F) -> F {
        fixed(format, in: formatLocale)
    }

    /// `format` in the locale a value is formatted in for `locale` (see ``formatLocale(for:)``),
    /// and, for dates, in UTC on the Gregorian calendar.
    static func fixed<F: FormatStyle>(_ format: F, in locale: Locale) -> F {
        let style = format.locale(formatLocale(for: locale))
        guard var date = style as? Date.FormatStyle else { return style }
        date.timeZone = TimeZone(identifier: "UTC") ?? date.timeZone
        date.calendar = Calendar(identifier: .gregorian)
        return (date as? F) ?? style
    }
}
