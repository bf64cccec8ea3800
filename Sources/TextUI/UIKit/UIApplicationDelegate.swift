#if !canImport(UIKit)
import Foundation

/// What an app hears about its own life from UIKit: launch, remote-notification registration,
/// background sessions. A SwiftUI app names its delegate with ``UIApplicationDelegateAdaptor``.
/// A preview launches no app, so TextUI calls none of a delegate's methods.
///
/// ```swift
/// final class AppDelegate: NSObject, UIApplicationDelegate {
///     func application(
///         _ application: UIApplication,
///         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
///     ) -> Bool {
///         Analytics.start()
///         return true
///     }
/// }
/// ```
///
/// UIKit: @MainActor protocol UIApplicationDelegate : NSObjectProtocol
@MainActor @preconcurrency
public protocol UIApplicationDelegate: NSObjectProtocol {
    /// Called once the app has launched, before its first scene shows; `false` refuses a URL
    /// the app was launched to open. Never called here.
    ///
    /// UIKit: optional func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey : Any]? = nil) -> Bool
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
}

extension UIApplicationDelegate {
    /// TextUI only: UIKit's requirement is optional; a delegate without it launches as if it
    /// had returned `true`.
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        true
    }
}

extension UIApplication {
    /// The keys of the options an app is launched with (the URL it opens, the notification
    /// that woke it).
    ///
    /// UIKit: struct UIApplication.LaunchOptionsKey
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        /// UIKit: var rawValue: String
        public let rawValue: String

        /// UIKit: init(rawValue: String)
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The URL the app was launched to open.
        ///
        /// UIKit: static let url: UIApplication.LaunchOptionsKey
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")

        /// The remote notification that launched the app.
        ///
        /// UIKit: static let remoteNotification: UIApplication.LaunchOptionsKey
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")

        /// The bundle identifier of the app that asked to open this one.
        ///
        /// UIKit: static let sourceApplication: UIApplication.LaunchOptionsKey
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    }
}

/// What a background fetch found, reported to the system.
///
/// UIKit: enum UIBackgroundFetchResult
public enum UIBackgroundFetchResult: UInt, Sendable {
    /// UIKit: case newData
    case newData
    /// UIKit: case noData
    case noData
    /// UIKit: case failed
    case failed
}
#endif
