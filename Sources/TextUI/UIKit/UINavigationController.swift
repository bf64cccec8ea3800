#if !canImport(UIKit)
import Foundation

/// UIKit's navigation stack, which a screen makes to show a hosted SwiftUI view with a bar
/// (`UINavigationController(rootViewController: UIHostingController(rootView: …))`) or subclasses.
/// The stack is kept (push and pop change ``viewControllers`` at once); nothing is animated, and
/// a representable that returns one draws it as any controller.
///
/// UIKit: @MainActor class UINavigationController : UIViewController
@MainActor @preconcurrency
open class UINavigationController: UIViewController {
    /// The stack, the root first.
    ///
    /// UIKit: var viewControllers: [UIViewController] { get set }
    open var viewControllers: [UIViewController] = [] {
        didSet { for controller in viewControllers { controller.navigationController = self } }
    }

    /// UIKit: var navigationBar: UINavigationBar { get }
    open private(set) var navigationBar = UINavigationBar()

    /// UIKit: var isNavigationBarHidden: Bool { get set }
    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { navigationBar.isHidden = newValue }
    }

    /// A stack holding `rootViewController`.
    ///
    /// UIKit: init(rootViewController: UIViewController)
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
        rootViewController.navigationController = self
    }

    /// UIKit: init(nibName: String?, bundle: Bundle?)
    override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// The controller on top of the stack.
    ///
    /// UIKit: var topViewController: UIViewController? { get }
    open var topViewController: UIViewController? { viewControllers.last }

    /// The controller that is shown: the top one, as nothing is presented.
    ///
    /// UIKit: var visibleViewController: UIViewController? { get }
    open var visibleViewController: UIViewController? { viewControllers.last }

    /// UIKit: func pushViewController(_ viewController: UIViewController, animated: Bool)
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
    }

    /// UIKit: func popViewController(animated: Bool) -> UIViewController?
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        viewControllers.count > 1 ? viewControllers.removeLast() : nil
    }

    /// UIKit: func popToRootViewController(animated: Bool) -> [UIViewController]?
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        viewControllers = [viewControllers[0]]
        return popped
    }

    /// UIKit: func setViewControllers(_ viewControllers: [UIViewController], animated: Bool)
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        self.viewControllers = viewControllers
    }

    /// UIKit: func setNavigationBarHidden(_ hidden: Bool, animated: Bool)
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }
}
#endif
