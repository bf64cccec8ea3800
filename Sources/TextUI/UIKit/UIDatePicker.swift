#if !canImport(UIKit)
import Foundation

/// UIKit's date and duration picker, which screens wrap in a representable for a countdown
/// (`picker.datePickerMode = .countDownTimer`). The representable makes and updates it, as
/// SwiftUI does when it appears; a countdown draws its duration as the wheels show it
/// ("1 hour 30 min"), a date picker its date, as ``DatePicker`` does.
///
/// UIKit: @MainActor class UIDatePicker : UIControl
@MainActor @preconcurrency
open class UIDatePicker: UIControl, DrawnPlatformView {
    /// What the picker picks.
    ///
    /// UIKit: enum UIDatePicker.Mode
    public enum Mode: Int, Sendable {
        /// UIKit: case time
        case time
        /// UIKit: case date
        case date
        /// UIKit: case dateAndTime
        case dateAndTime
        /// UIKit: case countDownTimer
        case countDownTimer
        /// UIKit: case yearAndMonth
        case yearAndMonth
    }

    /// UIKit: var datePickerMode: UIDatePicker.Mode { get set }
    open var datePickerMode = Mode.dateAndTime
    /// UIKit: var date: Date { get set }
    open var date = Date(timeIntervalSince1970: 0)
    /// UIKit: var minimumDate: Date? { get set }
    open var minimumDate: Date?
    /// UIKit: var maximumDate: Date? { get set }
    open var maximumDate: Date?
    /// A countdown's length in seconds.
    ///
    /// UIKit: var countDownDuration: TimeInterval { get set }
    open var countDownDuration: TimeInterval = 0
    /// UIKit: var minuteInterval: Int { get set }
    open var minuteInterval = 1

    /// A picker of a date and a time.
    ///
    /// UIKit: init(frame: CGRect)
    override public init(frame: CGRect) {
        super.init(frame: frame)
    }

    var drawing: AnyView {
        switch datePickerMode {
        case .countDownTimer:
            let minutes = Int(countDownDuration / 60)
            return AnyView(Text(verbatim: "\(minutes / 60) \(minutes / 60 == 1 ? "hour" : "hours") \(minutes % 60) min"))
        case .time:
            return AnyView(DatePicker("", selection: .constant(date), displayedComponents: .hourAndMinute).labelsHidden())
        case .date, .yearAndMonth:
            return AnyView(DatePicker("", selection: .constant(date), displayedComponents: .date).labelsHidden())
        case .dateAndTime:
            return AnyView(DatePicker("", selection: .constant(date)).labelsHidden())
        }
    }
}

/// A UIKit view TextUI draws as SwiftUI content, once its representable has made and updated it.
@MainActor
protocol DrawnPlatformView {
    var drawing: AnyView { get }
}
#endif
