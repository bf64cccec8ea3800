#if !canImport(UIKit)
import Foundation

/// UIKit's tab bar controller, which a screen finds at a window's root to reach the selected
/// tab's controller (`(root as? UITabBarController)?.selectedViewController`). Kept as a screen
/// sets it: its controllers, the selected index (the first tab once there are controllers) and
/// its bar; a representable that returns one draws its line, as UIKit controllers do.
///
/// UIKit: @MainActor class UITabBarController : UIViewController
@MainActor @preconcurrency
open class UITabBarController: UIViewController {
    /// UIKit: var viewControllers: [UIViewController]? { get set }
    open var viewControllers: [UIViewController]? {
        didSet {
            if let viewControllers, !viewControllers.isEmpty {
                selectedIndex = min(selectedIndex, viewControllers.count - 1)
            } else {
                selectedIndex = 0
            }
        }
    }
    /// UIKit: var selectedIndex: Int { get set }
    open var selectedIndex = 0
    /// UIKit: weak var delegate: (any UITabBarControllerDelegate)? { get set }
    open weak var delegate: (any UITabBarControllerDelegate)?
    /// UIKit: var tabBar: UITabBar { get }
    public let tabBar = UITabBar()

    /// The controller of the selected tab; setting one of the tabs' controllers selects it.
    ///
    /// UIKit: unowned(unsafe) var selectedViewController: UIViewController? { get set }
    open var selectedViewController: UIViewController? {
        get {
            guard let viewControllers, viewControllers.indices.contains(selectedIndex) else { return nil }
            return viewControllers[selectedIndex]
        }
        set {
            if let newValue, let index = viewControllers?.firstIndex(where: { $0 === newValue }) { selectedIndex = index }
        }
    }

    /// UIKit: func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool)
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        self.viewControllers = viewControllers
    }
}

/// The bar of a tab bar controller: its items and colours, kept as set.
///
/// UIKit: @MainActor class UITabBar : UIView
@MainActor @preconcurrency
open class UITabBar: UIView {
    /// UIKit: var items: [UITabBarItem]? { get set }
    open var items: [UITabBarItem]?
    /// UIKit: weak var selectedItem: UITabBarItem? { get set }
    open weak var selectedItem: UITabBarItem?
    /// UIKit: var unselectedItemTintColor: UIColor? { get set }
    open var unselectedItemTintColor: UIColor?
    /// UIKit: var barTintColor: UIColor? { get set }
    open var barTintColor: UIColor?
    /// UIKit: var isTranslucent: Bool { get set }
    open var isTranslucent = true
}

/// A tab's title and image in a tab bar.
///
/// UIKit: @MainActor class UITabBarItem : UIBarItem
@MainActor @preconcurrency
open class UITabBarItem: UIBarItem {
    /// UIKit: var selectedImage: UIImage? { get set }
    open var selectedImage: UIImage?
    /// UIKit: var badgeValue: String? { get set }
    open var badgeValue: String?

    /// UIKit: init(title: String?, image: UIImage?, tag: Int)
    public init(title: String?, image: UIImage?, tag: Int) {
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// UIKit: init(title: String?, image: UIImage?, selectedImage: UIImage?)
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        super.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }
}

/// What a tab bar controller tells of tabs being chosen; a preview chooses none.
///
/// UIKit: @MainActor protocol UITabBarControllerDelegate : NSObjectProtocol
@MainActor @preconcurrency
public protocol UITabBarControllerDelegate: AnyObject {
    /// UIKit: optional func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    /// UIKit: optional func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

extension UIViewController {
    /// The tab bar controller the controller is a tab of: none, as none is shown in a preview.
    ///
    /// UIKit: var tabBarController: UITabBarController? { get }
    public var tabBarController: UITabBarController? { nil }
}
#endif
