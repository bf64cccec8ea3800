#if !canImport(UIKit)
import Foundation

/// UIKit's view controller, which a screen reaches through `import SwiftUI` on iOS to wrap a
/// UIKit screen in a ``UIViewControllerRepresentable``. TextUI draws no UIKit views: a
/// controller here is a type with a title, which the representable names where it stands.
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
}

/// A service a share sheet offers beside the system's.
///
/// UIKit: @MainActor class UIActivity : NSObject
@MainActor @preconcurrency
open class UIActivity: NSObject {
    /// UIKit: var activityTitle: String? { get }
    open var activityTitle: String? { nil }
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
}
#endif
