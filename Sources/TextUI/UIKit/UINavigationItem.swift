#if !canImport(UIKit)
import Foundation

/// What a controller shows in a navigation bar: its title and bar buttons, kept as set.
///
/// ```swift
/// navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(close))
/// ```
///
/// UIKit: @MainActor class UINavigationItem : NSObject
@MainActor @preconcurrency
open class UINavigationItem: NSObject {
    /// UIKit: var title: String? { get set }
    open var title: String?
    /// UIKit: var prompt: String? { get set }
    open var prompt: String?
    /// UIKit: var backButtonTitle: String? { get set }
    open var backButtonTitle: String?
    /// UIKit: var hidesBackButton: Bool { get set }
    open var hidesBackButton = false
    /// UIKit: var leftBarButtonItems: [UIBarButtonItem]? { get set }
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// UIKit: var rightBarButtonItems: [UIBarButtonItem]? { get set }
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// UIKit: var titleView: UIView? { get set }
    open var titleView: UIView?
    /// UIKit: var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode { get set }
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic

    /// UIKit: var leftBarButtonItem: UIBarButtonItem? { get set }
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// UIKit: var rightBarButtonItem: UIBarButtonItem? { get set }
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// UIKit: init(title: String)
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// Whether the title is drawn large.
    ///
    /// UIKit: enum UINavigationItem.LargeTitleDisplayMode
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// UIKit: case automatic = 0
        case automatic = 0
        /// UIKit: case always = 1
        case always = 1
        /// UIKit: case never = 2
        case never = 2
    }
}
#endif
