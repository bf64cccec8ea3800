#if !canImport(UserNotifications)
import Foundation

/// The app's notification center, which a settings screen asks whether notifications are on
/// and a model asks to show one: `UNUserNotificationCenter.current().requestAuthorization(…)`.
///
/// A preview notifies no one and asks no one. Its fixed answers, the same on every machine:
/// - the app is `.authorized`, so a settings screen draws its "on" state, not a prompt;
/// - `requestAuthorization` grants every option, `add` schedules without error, and each calls
///   its completion handler before it returns (the async forms return at once);
/// - nothing is ever delivered: the delegate is kept but never called.
///
/// UserNotifications: class UNUserNotificationCenter : NSObject
open class UNUserNotificationCenter: NSObject {
    nonisolated(unsafe) private static let shared = UNUserNotificationCenter()

    /// The object that would handle notifications arriving and being tapped; never called here.
    ///
    /// UserNotifications: weak var delegate: (any UNUserNotificationCenterDelegate)? { get set }
    weak open var delegate: (any UNUserNotificationCenterDelegate)?

    /// The app's notification center.
    ///
    /// UserNotifications: class func current() -> UNUserNotificationCenter
    open class func current() -> UNUserNotificationCenter { shared }

    /// Grants `options`: calls `completionHandler(true, nil)` before it returns.
    ///
    /// UserNotifications: func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void)
    open func requestAuthorization(
        options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void
    ) {
        completionHandler(true, nil)
    }

    /// `true`, at once.
    ///
    /// UserNotifications: func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool
    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool { true }

    /// Calls `completionHandler` with settings whose status is `.authorized`, before it returns.
    ///
    /// UserNotifications: func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void)
    open func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
        completionHandler(UNNotificationSettings(authorizationStatus: .authorized))
    }

    /// Settings whose status is `.authorized`, at once.
    ///
    /// UserNotifications: func notificationSettings() async -> UNNotificationSettings
    open func notificationSettings() async -> UNNotificationSettings {
        UNNotificationSettings(authorizationStatus: .authorized)
    }

    /// Accepts `request` and delivers nothing; calls `completionHandler(nil)` before it returns.
    ///
    /// UserNotifications: func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil)
    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        completionHandler?(nil)
    }

    /// Accepts `request` and delivers nothing.
    ///
    /// UserNotifications: func add(_ request: UNNotificationRequest) async throws
    open func add(_ request: UNNotificationRequest) async throws {}

    /// Nothing was delivered, so nothing is removed.
    ///
    /// UserNotifications: func removeAllDeliveredNotifications()
    open func removeAllDeliveredNotifications() {}

    /// Nothing is pending, so nothing is removed.
    ///
    /// UserNotifications: func removeAllPendingNotificationRequests()
    open func removeAllPendingNotificationRequests() {}
}

/// What an app does when a notification arrives in the foreground or is tapped. A preview
/// delivers none, so these are never called; each has a default that does nothing, as each is
/// optional on iOS.
///
/// UserNotifications: protocol UNUserNotificationCenterDelegate : NSObjectProtocol
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
    /// UserNotifications: optional func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification, withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void)
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
    )
    /// UserNotifications: optional func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async -> UNNotificationPresentationOptions
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async -> UNNotificationPresentationOptions
    /// UserNotifications: optional func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping @Sendable () -> Void)
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    )
    /// UserNotifications: optional func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async
}

extension UNUserNotificationCenterDelegate {
    /// Shows nothing.
    ///
    /// TextUI only: the default a Swift protocol needs where iOS's requirement is optional.
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
    ) { completionHandler([]) }

    /// Shows nothing.
    ///
    /// TextUI only: the default a Swift protocol needs where iOS's requirement is optional.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async -> UNNotificationPresentationOptions { [] }

    /// Does nothing.
    ///
    /// TextUI only: the default a Swift protocol needs where iOS's requirement is optional.
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    ) { completionHandler() }

    /// Does nothing.
    ///
    /// TextUI only: the default a Swift protocol needs where iOS's requirement is optional.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {}
}
#endif
