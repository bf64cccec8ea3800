#if !canImport(UIKit)
import Foundation

/// UIKit's view controller, which a screen reaches through `import SwiftUI` on iOS to wrap a
/// UIKit screen in a ``UIViewControllerRepresentable``. TextUI draws no UIKit views: a
/// controller here is a type with a title, which the representable names where it stands.
/// Nothing is presented or pushed in a preview: `present` keeps nothing and calls no
/// completion, and the life-cycle methods (`viewDidLoad`, `viewWillAppear(_:)` …) are there to
/// be overridden and are never called.
///
/// UIKit: @MainActor class UIViewController : UIResponder
@MainActor @preconcurrency
open class UIViewController: UIResponder {
    /// UIKit: var title: String? { get set }
    open var title: String?

    /// The controller's view (its background and size; TextUI draws none).
    ///
    /// UIKit: var view: UIView! { get set }
    open var view: UIView! = UIView()

    /// The navigation controller the controller was pushed on, if any.
    ///
    /// UIKit: var navigationController: UINavigationController? { get }
    open internal(set) weak var navigationController: UINavigationController?

    /// The title and bar buttons the controller shows in a navigation bar.
    ///
    /// UIKit: var navigationItem: UINavigationItem { get }
    open private(set) lazy var navigationItem = UINavigationItem(title: title ?? "")

    /// The controller this one presents: none, as nothing is presented in a preview.
    ///
    /// UIKit: var presentedViewController: UIViewController? { get }
    open var presentedViewController: UIViewController? { nil }

    /// The controller that presented this one: none.
    ///
    /// UIKit: var presentingViewController: UIViewController? { get }
    open var presentingViewController: UIViewController? { nil }

    /// UIKit: init(nibName: String?, bundle: Bundle?)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// A controller with no nib.
    ///
    /// UIKit: init()
    override public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// UIKit: var overrideUserInterfaceStyle: UIUserInterfaceStyle { get set }
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified

    /// Whether the controller hides the status bar; a preview draws no status bar either way.
    ///
    /// UIKit: var prefersStatusBarHidden: Bool { get }
    open var prefersStatusBarHidden: Bool { false }

    /// UIKit: func setNeedsStatusBarAppearanceUpdate()
    open func setNeedsStatusBarAppearanceUpdate() {}

    /// UIKit: func viewDidLoad()
    open func viewDidLoad() {}
    /// UIKit: func viewWillAppear(_ animated: Bool)
    open func viewWillAppear(_ animated: Bool) {}
    /// UIKit: func viewDidAppear(_ animated: Bool)
    open func viewDidAppear(_ animated: Bool) {}
    /// UIKit: func viewWillDisappear(_ animated: Bool)
    open func viewWillDisappear(_ animated: Bool) {}
    /// UIKit: func viewDidDisappear(_ animated: Bool)
    open func viewDidDisappear(_ animated: Bool) {}
    /// UIKit: func viewDidLayoutSubviews()
    open func viewDidLayoutSubviews() {}

    /// Presents `viewControllerToPresent` over this one: in a preview nothing is presented, the
    /// screen is drawn as before and `completion` is not called.
    ///
    /// UIKit: func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}

    /// Dismisses what this controller presented; there is nothing to dismiss in a preview.
    ///
    /// UIKit: func dismiss(animated flag: Bool, completion: (() -> Void)? = nil)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}

    /// Asks UIKit to read the supported orientations again; a preview stays upright.
    ///
    /// UIKit: func setNeedsUpdateOfSupportedInterfaceOrientations()
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {}

    /// UIKit: var supportedInterfaceOrientations: UIInterfaceOrientationMask { get }
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
}

/// A service a share sheet offers beside the system's.
///
/// UIKit: @MainActor class UIActivity : NSObject
@MainActor @preconcurrency
open class UIActivity: NSObject {
    /// UIKit: var activityTitle: String? { get }
    open var activityTitle: String? { nil }

    /// A kind of service: the system's (`.airDrop`, `.mail`) or an app's own, by name.
    ///
    /// UIKit: struct UIActivity.ActivityType
    public struct ActivityType: Hashable, RawRepresentable, Sendable {
        /// UIKit: var rawValue: String
        public var rawValue: String
        /// UIKit: init(rawValue: String)
        public init(rawValue: String) { self.rawValue = rawValue }
        /// UIKit: init(_ rawValue: String)
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// UIKit: static let airDrop: UIActivity.ActivityType
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        /// UIKit: static let copyToPasteboard: UIActivity.ActivityType
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        /// UIKit: static let mail: UIActivity.ActivityType
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        /// UIKit: static let message: UIActivity.ActivityType
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
    }

    /// UIKit: var activityType: UIActivity.ActivityType? { get }
    open var activityType: ActivityType? { nil }
}

/// UIKit's share sheet, which a screen shows through a ``UIViewControllerRepresentable``.
///
/// UIKit: @MainActor class UIActivityViewController : UIViewController
@MainActor @preconcurrency
open class UIActivityViewController: UIViewController {
    /// What is shared: strings, URLs, images.
    let activityItems: [Any]
    /// The app's own services offered beside the system's.
    let applicationActivities: [UIActivity]?

    /// UIKit: init(activityItems: [Any], applicationActivities: [UIActivity]?)
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
    }

    /// What runs when the sheet closes: the service chosen, whether it finished, what it
    /// returned, its error.
    ///
    /// UIKit: typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// Kept and never called: a preview's sheet is drawn as its line and never closes.
    ///
    /// UIKit: var completionWithItemsHandler: UIActivityViewController.CompletionWithItemsHandler? { get set }
    open var completionWithItemsHandler: CompletionWithItemsHandler?

    /// The system's services the sheet leaves out.
    ///
    /// UIKit: var excludedActivityTypes: [UIActivity.ActivityType]? { get set }
    open var excludedActivityTypes: [UIActivity.ActivityType]?
}
#endif
