#if !canImport(UIKit)
import Foundation

/// A scene that shows windows: the one a preview has holds one key window, upright.
///
/// ```swift
/// let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
/// scene?.windows.count               // 1
/// scene?.keyWindow?.rootViewController  // nil until a screen sets it
/// ```
///
/// UIKit: @MainActor class UIWindowScene : UIScene
@MainActor @preconcurrency
open class UIWindowScene: UIScene {
    /// The scene every preview has.
    static let preview = UIWindowScene(previewWindow: ())

    /// UIKit: var windows: [UIWindow] { get }
    open internal(set) var windows: [UIWindow] = []

    private init(previewWindow: Void) {
        super.init()
        let window = UIWindow(windowScene: self)
        window.isKeyWindow = true
        windows = [window]
    }

    /// The scene's key window.
    ///
    /// UIKit: var keyWindow: UIWindow? { get }
    open var keyWindow: UIWindow? { windows.first(where: \.isKeyWindow) }

    /// How the scene is turned: upright, as a phone held in portrait.
    ///
    /// UIKit: var interfaceOrientation: UIInterfaceOrientation { get }
    open var interfaceOrientation: UIInterfaceOrientation { .portrait }

    /// The scene's status bar: shown, at a phone's height.
    ///
    /// UIKit: var statusBarManager: UIStatusBarManager? { get }
    open var statusBarManager: UIStatusBarManager? { UIStatusBarManager() }

    /// UIKit: var screen: UIScreen { get }
    open var screen: UIScreen { .main }
}

/// How an app's interface is turned.
///
/// UIKit: enum UIInterfaceOrientation
public enum UIInterfaceOrientation: Int, Sendable {
    /// UIKit: case unknown = 0
    case unknown = 0
    /// UIKit: case portrait = 1
    case portrait = 1
    /// UIKit: case portraitUpsideDown = 2
    case portraitUpsideDown = 2
    /// UIKit: case landscapeLeft = 4
    case landscapeLeft = 4
    /// UIKit: case landscapeRight = 3
    case landscapeRight = 3

    /// UIKit: var isPortrait: Bool { get }
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// UIKit: var isLandscape: Bool { get }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The orientations an app or a controller allows.
///
/// UIKit: struct UIInterfaceOrientationMask
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
    /// UIKit: let rawValue: UInt
    public let rawValue: UInt
    /// UIKit: init(rawValue: UInt)
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// UIKit: static var portrait: UIInterfaceOrientationMask { get }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// UIKit: static var landscapeLeft: UIInterfaceOrientationMask { get }
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// UIKit: static var landscapeRight: UIInterfaceOrientationMask { get }
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// UIKit: static var portraitUpsideDown: UIInterfaceOrientationMask { get }
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// UIKit: static var landscape: UIInterfaceOrientationMask { get }
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// UIKit: static var all: UIInterfaceOrientationMask { get }
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    /// UIKit: static var allButUpsideDown: UIInterfaceOrientationMask { get }
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}
#endif
