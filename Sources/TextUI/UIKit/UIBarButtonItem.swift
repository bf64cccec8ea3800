#if !canImport(UIKit)
import Foundation

/// The base of a bar's items: a title, an image and the text attributes for each state, kept
/// as set.
///
/// UIKit: @MainActor class UIBarItem : NSObject
@MainActor @preconcurrency
open class UIBarItem: NSObject {
    /// UIKit: var title: String? { get set }
    open var title: String?
    /// UIKit: var image: UIImage? { get set }
    open var image: UIImage?
    /// UIKit: var isEnabled: Bool { get set }
    open var isEnabled = true
    /// UIKit: var tag: Int { get set }
    open var tag = 0
    /// The attributes set for each state.
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// UIKit: init()
    override public init() {
        super.init()
    }

    /// UIKit: func setTitleTextAttributes(_ attributes: [NSAttributedString.Key : Any]?, for state: UIControl.State)
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }

    /// UIKit: func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key : Any]?
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }
}

/// A button in a navigation bar or toolbar that a UIKit controller sets on its
/// ``UIViewController/navigationItem``: kept as made; a preview taps nothing, so its target
/// hears no action.
///
/// ```swift
/// navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Done", style: .done, target: self, action: #selector(close))
/// ```
///
/// UIKit: @MainActor class UIBarButtonItem : UIBarItem
@MainActor @preconcurrency
open class UIBarButtonItem: UIBarItem {
    /// UIKit: var style: UIBarButtonItem.Style { get set }
    open var style: Style = .plain
    /// UIKit: weak var target: AnyObject? { get set }
    open weak var target: AnyObject?
    /// UIKit: var action: Selector? { get set }
    open var action: Selector?
    /// UIKit: var tintColor: UIColor? { get set }
    open var tintColor: UIColor?
    /// UIKit: var customView: UIView? { get set }
    open var customView: UIView?
    /// UIKit: var primaryAction: UIAction? { get set }
    open var primaryAction: UIAction?
    /// UIKit: var menu: UIMenu? { get set }
    open var menu: UIMenu?
    /// The system item it was made as, if any.
    let systemItem: SystemItem?

    /// UIKit: init()
    override public init() {
        systemItem = nil
        super.init()
    }

    /// UIKit: convenience init(title: String?, style: UIBarButtonItem.Style, target: Any?, action: Selector?)
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// UIKit: convenience init(image: UIImage?, style: UIBarButtonItem.Style, target: Any?, action: Selector?)
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// UIKit: convenience init(barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Any?, action: Selector?)
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init(systemItem: systemItem)
        self.target = target as AnyObject?
        self.action = action
    }

    /// UIKit: convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil)
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(madeAs: systemItem)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// UIKit: convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil)
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// UIKit: convenience init(customView: UIView)
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    private init(madeAs systemItem: SystemItem) {
        self.systemItem = systemItem
        super.init()
    }

    /// How an item with a title is drawn.
    ///
    /// UIKit: enum UIBarButtonItem.Style
    public enum Style: Int, Sendable {
        /// UIKit: case plain = 0
        case plain = 0
        /// UIKit: case done = 2
        case done = 2
    }

    /// The items the system draws itself.
    ///
    /// UIKit: enum UIBarButtonItem.SystemItem
    public enum SystemItem: Int, Sendable {
        /// UIKit: case done = 0
        case done = 0
        /// UIKit: case cancel = 1
        case cancel = 1
        /// UIKit: case edit = 2
        case edit = 2
        /// UIKit: case save = 3
        case save = 3
        /// UIKit: case add = 4
        case add = 4
        /// UIKit: case flexibleSpace = 5
        case flexibleSpace = 5
        /// UIKit: case fixedSpace = 6
        case fixedSpace = 6
        /// UIKit: case compose = 7
        case compose = 7
        /// UIKit: case reply = 8
        case reply = 8
        /// UIKit: case action = 9
        case action = 9
        /// UIKit: case organize = 10
        case organize = 10
        /// UIKit: case bookmarks = 11
        case bookmarks = 11
        /// UIKit: case search = 12
        case search = 12
        /// UIKit: case refresh = 13
        case refresh = 13
        /// UIKit: case stop = 14
        case stop = 14
        /// UIKit: case camera = 15
        case camera = 15
        /// UIKit: case trash = 16
        case trash = 16
        /// UIKit: case play = 17
        case play = 17
        /// UIKit: case pause = 18
        case pause = 18
        /// UIKit: case rewind = 19
        case rewind = 19
        /// UIKit: case fastForward = 20
        case fastForward = 20
        /// UIKit: case undo = 21
        case undo = 21
        /// UIKit: case redo = 22
        case redo = 22
        /// UIKit: case close = 24
        case close = 24
    }

    /// A flexible space between a toolbar's items.
    ///
    /// UIKit: class func flexibleSpace() -> Self
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(systemItem: .flexibleSpace)
    }
}
#endif
