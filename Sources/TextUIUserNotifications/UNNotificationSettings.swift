#if !canImport(UserNotifications)
import Foundation

/// What the person allows the app's notifications to do; a preview's are `.authorized`.
///
/// UserNotifications: class UNNotificationSettings : NSObject
open class UNNotificationSettings: NSObject, @unchecked Sendable {
    /// UserNotifications: var authorizationStatus: UNAuthorizationStatus { get }
    public let authorizationStatus: UNAuthorizationStatus

    init(authorizationStatus: UNAuthorizationStatus) {
        self.authorizationStatus = authorizationStatus
    }
}

/// Whether the app may notify.
///
/// UserNotifications: enum UNAuthorizationStatus
public enum UNAuthorizationStatus: Int, Sendable {
    /// UserNotifications: case notDetermined
    case notDetermined = 0
    /// UserNotifications: case denied
    case denied = 1
    /// UserNotifications: case authorized
    case authorized = 2
    /// UserNotifications: case provisional
    case provisional = 3
    /// UserNotifications: case ephemeral
    case ephemeral = 4
}

/// What an app asks to be allowed: alerts, sounds, a badge.
///
/// UserNotifications: struct UNAuthorizationOptions
public struct UNAuthorizationOptions: OptionSet, Sendable {
    /// UserNotifications: let rawValue: UInt
    public let rawValue: UInt
    /// UserNotifications: init(rawValue: UInt)
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// UserNotifications: static var badge: UNAuthorizationOptions { get }
    public static var badge: UNAuthorizationOptions { UNAuthorizationOptions(rawValue: 1 << 0) }
    /// UserNotifications: static var sound: UNAuthorizationOptions { get }
    public static var sound: UNAuthorizationOptions { UNAuthorizationOptions(rawValue: 1 << 1) }
    /// UserNotifications: static var alert: UNAuthorizationOptions { get }
    public static var alert: UNAuthorizationOptions { UNAuthorizationOptions(rawValue: 1 << 2) }
    /// UserNotifications: static var carPlay: UNAuthorizationOptions { get }
    public static var carPlay: UNAuthorizationOptions { UNAuthorizationOptions(rawValue: 1 << 3) }
    /// UserNotifications: static var criticalAlert: UNAuthorizationOptions { get }
    public static var criticalAlert: UNAuthorizationOptions { UNAuthorizationOptions(rawValue: 1 << 4) }
    /// UserNotifications: static var providesAppNotificationSettings: UNAuthorizationOptions { get }
    public static var providesAppNotificationSettings: UNAuthorizationOptions { UNAuthorizationOptions(rawValue: 1 << 5) }
    /// UserNotifications: static var provisional: UNAuthorizationOptions { get }
    public static var provisional: UNAuthorizationOptions { UNAuthorizationOptions(rawValue: 1 << 6) }
}

/// How a notification that arrives in the foreground is shown.
///
/// UserNotifications: struct UNNotificationPresentationOptions
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    /// UserNotifications: let rawValue: UInt
    public let rawValue: UInt
    /// UserNotifications: init(rawValue: UInt)
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// UserNotifications: static var badge: UNNotificationPresentationOptions { get }
    public static var badge: UNNotificationPresentationOptions { UNNotificationPresentationOptions(rawValue: 1 << 0) }
    /// UserNotifications: static var sound: UNNotificationPresentationOptions { get }
    public static var sound: UNNotificationPresentationOptions { UNNotificationPresentationOptions(rawValue: 1 << 1) }
    /// UserNotifications: static var alert: UNNotificationPresentationOptions { get }
    public static var alert: UNNotificationPresentationOptions { UNNotificationPresentationOptions(rawValue: 1 << 2) }
    /// UserNotifications: static var list: UNNotificationPresentationOptions { get }
    public static var list: UNNotificationPresentationOptions { UNNotificationPresentationOptions(rawValue: 1 << 3) }
    /// UserNotifications: static var banner: UNNotificationPresentationOptions { get }
    public static var banner: UNNotificationPresentationOptions { UNNotificationPresentationOptions(rawValue: 1 << 4) }
}
#endif
