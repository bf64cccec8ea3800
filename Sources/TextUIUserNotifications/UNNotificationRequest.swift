#if !canImport(UserNotifications)
import Foundation

/// A notification the app asks the center to show: its content and when.
///
/// UserNotifications: class UNNotificationRequest : NSObject
open class UNNotificationRequest: NSObject {
    /// UserNotifications: var identifier: String { get }
    public let identifier: String
    /// UserNotifications: var content: UNNotificationContent { get }
    public let content: UNNotificationContent
    /// When to show it; `nil` is now.
    ///
    /// UserNotifications: var trigger: UNNotificationTrigger? { get }
    public let trigger: UNNotificationTrigger?

    /// UserNotifications: convenience init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?)
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content
        self.trigger = trigger
    }
}

/// When a notification is shown.
///
/// UserNotifications: class UNNotificationTrigger : NSObject
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
    /// UserNotifications: var repeats: Bool { get }
    public let repeats: Bool

    init(repeats: Bool) { self.repeats = repeats }
}

/// A notification as delivered; a preview delivers none, so the app never receives one.
///
/// UserNotifications: class UNNotification : NSObject
open class UNNotification: NSObject {
    /// UserNotifications: var request: UNNotificationRequest { get }
    public let request: UNNotificationRequest
    /// UserNotifications: var date: Date { get }
    public let date: Date

    init(request: UNNotificationRequest, date: Date) {
        self.request = request
        self.date = date
    }
}

/// What the person did with a notification; a preview delivers none, so there is no response.
///
/// UserNotifications: class UNNotificationResponse : NSObject
open class UNNotificationResponse: NSObject {
    /// UserNotifications: var notification: UNNotification { get }
    public let notification: UNNotification
    /// UserNotifications: var actionIdentifier: String { get }
    public let actionIdentifier: String

    init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
    }
}
#endif
