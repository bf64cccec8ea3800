/// How date pickers draw: `.automatic`, `.compact` and the Mac's `.field` and `.stepperField`
/// the label and the date on a row; `.graphical` the month as a calendar with the day in
/// brackets; `.wheel` the date in brackets, centered under the label.
///
/// ```swift
/// DatePicker("時刻", selection: .constant(Date(timeIntervalSince1970: 34_860)), displayedComponents: .hourAndMinute)
///     .datePickerStyle(.wheel).render(width: 20)
/// ```
/// ```text
/// 時刻
///     [ 9:41 AM ]
/// ```
/// SwiftUI: protocol DatePickerStyle
public protocol DatePickerStyle {}

/// SwiftUI: struct DefaultDatePickerStyle
public struct DefaultDatePickerStyle: DatePickerStyle, Sendable {
    /// SwiftUI: DefaultDatePickerStyle.init()
    public init() {}
}

/// SwiftUI: struct CompactDatePickerStyle
public struct CompactDatePickerStyle: DatePickerStyle, Sendable {
    /// SwiftUI: CompactDatePickerStyle.init()
    public init() {}
}

/// SwiftUI: struct GraphicalDatePickerStyle
public struct GraphicalDatePickerStyle: DatePickerStyle, Sendable {
    /// SwiftUI: GraphicalDatePickerStyle.init()
    public init() {}
}

/// SwiftUI: struct WheelDatePickerStyle
public struct WheelDatePickerStyle: DatePickerStyle, Sendable {
    /// SwiftUI: WheelDatePickerStyle.init()
    public init() {}
}

/// SwiftUI: struct FieldDatePickerStyle
public struct FieldDatePickerStyle: DatePickerStyle, Sendable {
    /// SwiftUI: FieldDatePickerStyle.init()
    public init() {}
}

/// SwiftUI: struct StepperFieldDatePickerStyle
public struct StepperFieldDatePickerStyle: DatePickerStyle, Sendable {
    /// SwiftUI: StepperFieldDatePickerStyle.init()
    public init() {}
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// SwiftUI: DatePickerStyle.automatic
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// SwiftUI: DatePickerStyle.compact
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// SwiftUI: DatePickerStyle.graphical
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// SwiftUI: DatePickerStyle.wheel
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension DatePickerStyle where Self == FieldDatePickerStyle {
    /// SwiftUI: DatePickerStyle.field
    public static var field: FieldDatePickerStyle { FieldDatePickerStyle() }
}

extension DatePickerStyle where Self == StepperFieldDatePickerStyle {
    /// SwiftUI: DatePickerStyle.stepperField
    public static var stepperField: StepperFieldDatePickerStyle { StepperFieldDatePickerStyle() }
}

extension View {
    /// Sets how the date pickers in this view draw (see ``DatePickerStyle``).
    ///
    /// SwiftUI: View.datePickerStyle(_:)
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        EnvironmentModifiedView(self) { $0.controls.datePickerStyle = DatePickerKind(style) }
    }
}

/// The built-in date picker looks.
enum DatePickerKind {
    case automatic, graphical, wheel

    init<S: DatePickerStyle>(_ style: S) {
        switch S.self {
        case is GraphicalDatePickerStyle.Type: self = .graphical
        case is WheelDatePickerStyle.Type: self = .wheel
        default: self = .automatic
        }
    }
}
