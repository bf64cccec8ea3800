#if !canImport(UIKit)
import Foundation

/// UIKit's alert, which a screen builds and presents from a root view controller (often to ask
/// for a name in a text field). Built here as UIKit builds it — its actions and text fields are
/// kept — and never shown: presenting it leaves the screen drawn as before, and no handler runs.
/// SwiftUI's own `.alert` draws.
///
/// ```swift
/// let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
/// alert.addTextField { $0.placeholder = "Name" }
/// alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
/// rootViewController?.present(alert, animated: true)   // nothing is presented
/// ```
///
/// UIKit: @MainActor class UIAlertController : UIViewController
@MainActor @preconcurrency
open class UIAlertController: UIViewController {
    /// UIKit: var message: String? { get set }
    open var message: String?
    /// UIKit: var preferredStyle: UIAlertController.Style { get }
    open private(set) var preferredStyle: Style = .alert
    /// UIKit: var actions: [UIAlertAction] { get }
    open private(set) var actions: [UIAlertAction] = []
    /// The action drawn in bold, which Return chooses.
    ///
    /// UIKit: var preferredAction: UIAlertAction? { get set }
    open var preferredAction: UIAlertAction?
    /// UIKit: var textFields: [UITextField]? { get }
    open private(set) var textFields: [UITextField]?

    /// An alert or action sheet with `title` and `message`.
    ///
    /// UIKit: convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style)
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    /// UIKit: func addAction(_ action: UIAlertAction)
    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }

    /// Adds a text field, set up by `configurationHandler` at once.
    ///
    /// UIKit: func addTextField(configurationHandler: ((UITextField) -> Void)? = nil)
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField()
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }

    /// An alert in the middle of the screen, or a sheet of actions from its bottom.
    ///
    /// UIKit: enum UIAlertController.Style
    public enum Style: Int, Sendable {
        /// UIKit: case actionSheet = 0
        case actionSheet = 0
        /// UIKit: case alert = 1
        case alert = 1
    }
}

/// A button of a ``UIAlertController``: kept with its title, style and handler, which runs
/// only when the button is tapped (never, in a preview).
///
/// UIKit: @MainActor class UIAlertAction : NSObject
@MainActor @preconcurrency
open class UIAlertAction: NSObject {
    /// UIKit: var title: String? { get }
    public let title: String?
    /// UIKit: var style: UIAlertAction.Style { get }
    public let style: Style
    /// UIKit: var isEnabled: Bool { get set }
    open var isEnabled = true
    /// What runs when the button is tapped.
    let handler: ((UIAlertAction) -> Void)?

    /// UIKit: convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil)
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }

    /// How an action's button looks.
    ///
    /// UIKit: enum UIAlertAction.Style
    public enum Style: Int, Sendable {
        /// UIKit: case `default` = 0
        case `default` = 0
        /// UIKit: case cancel = 1
        case cancel = 1
        /// UIKit: case destructive = 2
        case destructive = 2
    }
}
#endif
