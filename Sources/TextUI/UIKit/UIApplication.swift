#if !canImport(UIKit)
/// UIKit's app object, which a screen reaches through `import SwiftUI` on iOS to open a link
/// or the Settings app: `UIApplication.shared.open(url)`. Nothing opens here: a render has no
/// app around it, so `open` reports `false` to its completion handler and `canOpenURL` says
/// `false`.
///
/// ```swift
/// Button("Open Settings") {
///     if let url = URL(string: UIApplication.openSettingsURLString) { UIApplication.shared.open(url) }
/// }
/// ```
///
/// UIKit: @MainActor class UIApplication : UIResponder
@MainActor @preconcurrency
open class UIApplication: UIResponder {
    /// The app.
    ///
    /// UIKit: class var shared: UIApplication { get }
    public static let shared = UIApplication()

    override init() {
        super.init()
    }

    /// The app's delegate: `nil` in a preview, which launches no app, unless a screen sets one.
    ///
    /// UIKit: unowned(unsafe) var delegate: (any UIApplicationDelegate)? { get set }
    open weak var delegate: (any UIApplicationDelegate)?

    /// Options for ``open(_:options:completionHandler:)``.
    ///
    /// UIKit: struct UIApplication.OpenExternalURLOptionsKey
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        /// UIKit: var rawValue: String
        public let rawValue: String
        /// UIKit: init(rawValue: String)
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Open only a link an installed app handles.
        ///
        /// UIKit: static let universalLinksOnly: UIApplication.OpenExternalURLOptionsKey
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Opens `url` in the app that handles it; here nothing opens, and `completion` hears `false`.
    ///
    /// UIKit: func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey : Any] = [:], completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil)
    open func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        completion?(false)
    }

    /// The number on the app's icon on the Home Screen: 0 until the screen sets it, kept as set.
    ///
    /// UIKit: var applicationIconBadgeNumber: Int { get set }
    open var applicationIconBadgeNumber = 0

    /// Whether an app could open `url`: none here.
    ///
    /// UIKit: func canOpenURL(_ url: URL) -> Bool
    open func canOpenURL(_ url: URL) -> Bool {
        false
    }

    /// The URL that opens this app's page in Settings.
    ///
    /// UIKit: class let openSettingsURLString: String
    public static let openSettingsURLString = "app-settings:"

    /// Posted when the app comes to the foreground; never within a render.
    ///
    /// UIKit: class let willEnterForegroundNotification: NSNotification.Name
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")

    /// Posted when the app becomes active; never within a render.
    ///
    /// UIKit: class let didBecomeActiveNotification: NSNotification.Name
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")

    /// Posted when the app goes to the background; never within a render.
    ///
    /// UIKit: class let didEnterBackgroundNotification: NSNotification.Name
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")

    /// Posted when the app is about to stop being active; never within a render.
    ///
    /// UIKit: class let willResignActiveNotification: NSNotification.Name
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
}
#endif
