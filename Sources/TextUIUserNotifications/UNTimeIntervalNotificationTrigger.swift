#if !canImport(UserNotifications)
import Foundation

/// Shows a notification a number of seconds after it is added, as a workout screen schedules
/// "Rest time over!"; a preview delivers none.
///
/// UserNotifications: class UNTimeIntervalNotificationTrigger : UNNotificationTrigger
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// The seconds between adding the request and showing it.
    ///
    /// UserNotifications: var timeInterval: TimeInterval { get }
    public let timeInterval: TimeInterval

    /// A trigger `timeInterval` seconds from now, again every `timeInterval` if it `repeats`.
    ///
    /// UserNotifications: convenience init(timeInterval: TimeInterval, repeats: Bool)
    public init(timeInterval: TimeInterval, repeats: Bool) {
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }

    /// When it would fire if added now.
    ///
    /// UserNotifications: func nextTriggerDate() -> Date?
    open func nextTriggerDate() -> Date? {
        Date(timeIntervalSinceNow: timeInterval)
    }
}
#endif
