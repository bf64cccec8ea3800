/// Values shown through a format style, the same on every machine: formatted as `Text(_:format:)`
/// formats them, in the fixed locale (`en_US`) and, for dates, in UTC on the Gregorian calendar.
enum ControlFormat {
    static func string<F: FormatStyle>(_ value: F.FormatInput, format: F) -> String where F.FormatOutput == String {
        Text.fixed(format).format(value)
    }

    /// A number as `Text(_:format: .number)` writes it: `25`, `0.4`, `1,234.5`.
    static func number<V: BinaryFloatingPoint>(_ value: V) -> String {
        let double = Double(value)
        guard double.isFinite else { return double.isNaN ? "NaN" : (double < 0 ? "-∞" : "∞") }
        return string(double, format: FloatingPointFormatStyle<Double>.number)
    }
}
