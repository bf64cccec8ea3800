#if !canImport(UIKit)
import Foundation

/// UIKit's window, which a screen reaches through `import SwiftUI` on iOS to find a controller
/// to present from: `UIApplication.shared.connectedScenes.first as? UIWindowScene` and its
/// `keyWindow?.rootViewController`. A preview has one scene holding one key window, whose
/// ``rootViewController`` is `nil` until a screen sets it; a window a screen makes itself is
/// kept and never shown.
///
/// ```swift
/// let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
/// scene?.keyWindow?.rootViewController?.present(alert, animated: true)   // nothing is presented
/// ```
///
/// UIKit: @MainActor class UIWindow : UIView
@MainActor @preconcurrency
open class UIWindow: UIView {
    /// The controller whose view fills the window; `nil` until set.
    ///
    /// UIKit: var rootViewController: UIViewController? { get set }
    open var rootViewController: UIViewController?

    /// The scene the window belongs to.
    ///
    /// UIKit: weak var windowScene: UIWindowScene? { get set }
    open weak var windowScene: UIWindowScene?

    /// Whether this is the window that receives key events: the preview's own window is.
    ///
    /// UIKit: var isKeyWindow: Bool { get }
    open internal(set) var isKeyWindow = false

    /// UIKit: var windowLevel: UIWindow.Level { get set }
    open var windowLevel: Level = .normal

    /// A window in `windowScene`, as big as a phone's screen.
    ///
    /// UIKit: init(windowScene: UIWindowScene)
    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init(frame: UIScreen.main.bounds)
    }

    /// UIKit: init(frame: CGRect)
    override public init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Makes this the key window and shows it; here it becomes key and nothing is shown.
    ///
    /// UIKit: func makeKeyAndVisible()
    open func makeKeyAndVisible() {
        isKeyWindow = true
        isHidden = false
    }

    /// Stops being the key window.
    ///
    /// UIKit: func resignKey()
    open func resignKey() {
        isKeyWindow = false
    }

    /// Makes this the key window.
    ///
    /// UIKit: func makeKey()
    open func makeKey() {
        isKeyWindow = true
    }

    /// Where a window sits among the others: accepted, nothing is stacked.
    ///
    /// UIKit: struct UIWindow.Level
    public struct Level: RawRepresentable, Hashable, Sendable {
        /// UIKit: var rawValue: CGFloat
        public var rawValue: CGFloat
        /// UIKit: init(rawValue: CGFloat)
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit: static let normal: UIWindow.Level
        public static let normal = Level(rawValue: 0)
        /// UIKit: static let statusBar: UIWindow.Level
        public static let statusBar = Level(rawValue: 1000)
        /// UIKit: static let alert: UIWindow.Level
        public static let alert = Level(rawValue: 2000)

        /// A level `rhs` above `lhs`.
        ///
        /// UIKit: static func + (lhs: UIWindow.Level, rhs: CGFloat) -> UIWindow.Level
        public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(rawValue: lhs.rawValue + rhs) }

        /// A level `rhs` below `lhs`.
        ///
        /// UIKit: static func - (lhs: UIWindow.Level, rhs: CGFloat) -> UIWindow.Level
        public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(rawValue: lhs.rawValue - rhs) }
    }
}

extension UIApplication {
    /// The scenes the app shows: in a preview, one window scene with one key window.
    ///
    /// UIKit: var connectedScenes: Set<UIScene> { get }
    public var connectedScenes: Set<UIScene> { [UIWindowScene.preview] }

    /// The app's windows: the preview scene's one window.
    ///
    /// UIKit: var windows: [UIWindow] { get }
    public var windows: [UIWindow] { UIWindowScene.preview.windows }

    /// The key window: the preview scene's one window.
    ///
    /// UIKit: var keyWindow: UIWindow? { get }
    public var keyWindow: UIWindow? { UIWindowScene.preview.keyWindow }
}
#endif
