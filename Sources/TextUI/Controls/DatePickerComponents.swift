/// Which parts of a date a `DatePicker` shows: the date, the time, or both.
///
/// SwiftUI: struct DatePickerComponents
public struct DatePickerComponents: OptionSet, Sendable {
    /// SwiftUI: DatePickerComponents.rawValue
    public let rawValue: UInt

    /// SwiftUI: DatePickerComponents.init(rawValue:)
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The day, month and year.
    /// SwiftUI: DatePickerComponents.date
    public static let date = DatePickerComponents(rawValue: 1 << 0)
    /// The hour and minute.
    /// SwiftUI: DatePickerComponents.hourAndMinute
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 1)
    /// The hour, minute and second.
    /// SwiftUI: DatePickerComponents.hourMinuteAndSecond
    public static let hourMinuteAndSecond = DatePickerComponents(rawValue: 1 << 2)
}
