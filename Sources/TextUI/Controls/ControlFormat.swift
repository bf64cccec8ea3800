/// Values shown through a format style, the same on every machine: the number and date styles
/// whose locale can be set are formatted in `en_US_POSIX` (and dates in UTC); any other style
/// formats as it is given.
enum ControlFormat {
    static let locale = Locale(identifier: "en_US_POSIX")

    static func string<F: FormatStyle>(_ value: F.FormatInput, format: F) -> String where F.FormatOutput == String {
        switch format {
        case let style as IntegerFormatStyle<Int>: if let value = value as? Int { return style.locale(locale).format(value) }
        case let style as FloatingPointFormatStyle<Double>: if let value = value as? Double { return style.locale(locale).format(value) }
        case let style as FloatingPointFormatStyle<Double>.Percent: if let value = value as? Double { return style.locale(locale).format(value) }
        case let style as IntegerFormatStyle<Int>.Percent: if let value = value as? Int { return style.locale(locale).format(value) }
        case let style as FloatingPointFormatStyle<Double>.Currency: if let value = value as? Double { return style.locale(locale).format(value) }
        case let style as IntegerFormatStyle<Int>.Currency: if let value = value as? Int { return style.locale(locale).format(value) }
        default: break
        }
        return format.format(value)
    }
}
