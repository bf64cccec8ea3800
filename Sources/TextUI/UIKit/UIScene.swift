#if !canImport(UIKit)
import Foundation

// UIKit's scene life cycle, which an app delegate reaches to give a SwiftUI app's windows a
// scene delegate of its own (`application(_:configurationForConnecting:options:)`). A preview
// connects no scene: these give the delegate's methods their types, and TextUI calls none.

/// One instance of an app's interface — a window on an iPhone.
///
/// UIKit: @MainActor class UIScene : UIResponder
@MainActor @preconcurrency
open class UIScene: UIResponder {
    /// The scene's delegate: `nil` in a preview, which connects no scene delegate.
    ///
    /// UIKit: var delegate: (any UISceneDelegate)? { get set }
    open var delegate: (any UISceneDelegate)?

    /// Whether the scene is on screen and taking events: a preview's is.
    ///
    /// UIKit: var activationState: UIScene.ActivationState { get }
    open var activationState: ActivationState { .foregroundActive }

    /// Where a scene is in its life.
    ///
    /// UIKit: enum UIScene.ActivationState
    public enum ActivationState: Int, Sendable {
        /// UIKit: case unattached = -1
        case unattached = -1
        /// UIKit: case foregroundActive = 0
        case foregroundActive = 0
        /// UIKit: case foregroundInactive = 1
        case foregroundInactive = 1
        /// UIKit: case background = 2
        case background = 2
    }

    /// What a scene was connected with (URLs, a user activity): never made here.
    ///
    /// UIKit: class UIScene.ConnectionOptions
    open class ConnectionOptions: NSObject {}
}

/// A scene's record with the system: its role, kept across launches.
///
/// UIKit: @MainActor class UISceneSession : NSObject
@MainActor @preconcurrency
open class UISceneSession: NSObject {
    /// The kind of scene a session is for.
    ///
    /// UIKit: struct UISceneSession.Role
    public struct Role: RawRepresentable, Hashable, Sendable {
        /// UIKit: var rawValue: String
        public let rawValue: String

        /// UIKit: init(rawValue: String)
        public init(rawValue: String) { self.rawValue = rawValue }

        /// An app's ordinary window.
        ///
        /// UIKit: static let windowApplication: UISceneSession.Role
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    /// The session's role.
    ///
    /// UIKit: var role: UISceneSession.Role { get }
    public let role: Role

    init(role: Role) {
        self.role = role
        super.init()
    }
}

/// How a new scene is set up: the delegate class UIKit makes for it.
///
/// UIKit: @MainActor class UISceneConfiguration : NSObject
@MainActor @preconcurrency
open class UISceneConfiguration: NSObject {
    /// The configuration's name in the app's Info.plist, if any.
    ///
    /// UIKit: var name: String? { get }
    public let name: String?

    /// The role of the sessions it sets up.
    ///
    /// UIKit: var role: UISceneSession.Role { get }
    public let role: UISceneSession.Role

    /// The class UIKit makes the scene's delegate from.
    ///
    /// UIKit: var delegateClass: AnyClass? { get set }
    open var delegateClass: AnyClass?

    /// A configuration named `name` for sessions of `sessionRole`.
    ///
    /// UIKit: init(name: String?, sessionRole: UISceneSession.Role)
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }
}

/// What a scene hears about its own life (connected, active, sent a URL). Never called here.
///
/// UIKit: @MainActor protocol UISceneDelegate : NSObjectProtocol
@MainActor @preconcurrency
public protocol UISceneDelegate: NSObjectProtocol {}

/// A window scene's delegate.
///
/// UIKit: @MainActor protocol UIWindowSceneDelegate : UISceneDelegate
@MainActor @preconcurrency
public protocol UIWindowSceneDelegate: UISceneDelegate {}

/// A URL a scene is asked to open.
///
/// UIKit: class UIOpenURLContext : NSObject
open class UIOpenURLContext: NSObject, @unchecked Sendable {
    /// The URL.
    ///
    /// UIKit: var url: URL { get }
    public let url: URL

    init(url: URL) {
        self.url = url
        super.init()
    }
}
#endif
