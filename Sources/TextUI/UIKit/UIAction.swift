#if !canImport(UIKit)
import Foundation

/// What a UIKit action hands its handler: the action itself.
///
/// UIKit: typealias UIActionHandler = (UIAction) -> Void
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// The base of a menu's items.
///
/// UIKit: @MainActor class UIMenuElement : NSObject
@MainActor @preconcurrency
open class UIMenuElement: NSObject {
    /// UIKit: var title: String { get }
    public let title: String
    /// UIKit: var image: UIImage? { get }
    public let image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
        super.init()
    }

    /// How an item looks: destructive, disabled, hidden.
    ///
    /// UIKit: struct UIMenuElement.Attributes
    public struct Attributes: OptionSet, Sendable {
        /// UIKit: let rawValue: UInt
        public let rawValue: UInt
        /// UIKit: init(rawValue: UInt)
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// UIKit: static var disabled: UIMenuElement.Attributes { get }
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// UIKit: static var destructive: UIMenuElement.Attributes { get }
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// UIKit: static var hidden: UIMenuElement.Attributes { get }
        public static let hidden = Attributes(rawValue: 1 << 2)
    }

    /// Whether an item is checked.
    ///
    /// UIKit: enum UIMenuElement.State
    public enum State: Int, Sendable {
        /// UIKit: case off = 0
        case off = 0
        /// UIKit: case on = 1
        case on = 1
        /// UIKit: case mixed = 2
        case mixed = 2
    }
}

/// A closure a control, a bar button or a menu runs when chosen; a preview chooses nothing, so
/// the handler is kept and never called.
///
/// ```swift
/// UIButton(type: .system, primaryAction: UIAction(title: "Retry") { _ in reload() })
/// ```
///
/// UIKit: @MainActor class UIAction : UIMenuElement
@MainActor @preconcurrency
open class UIAction: UIMenuElement {
    /// The closure it runs.
    let handler: UIActionHandler
    /// UIKit: var attributes: UIMenuElement.Attributes { get set }
    open var attributes: Attributes
    /// UIKit: var state: UIMenuElement.State { get set }
    open var state: State

    /// UIKit: convenience init(title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler)
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: Attributes = [], state: State = .off, handler: @escaping UIActionHandler
    ) {
        self.handler = handler
        self.attributes = attributes
        self.state = state
        super.init(title: title, image: image)
    }

    /// An action's name, for finding it again.
    ///
    /// UIKit: struct UIAction.Identifier
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// UIKit: var rawValue: String
        public let rawValue: String
        /// UIKit: init(rawValue: String)
        public init(rawValue: String) { self.rawValue = rawValue }
        /// UIKit: init(_ rawValue: String)
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
}

/// A menu of actions and submenus, as a bar button or a button shows on a long press: kept as
/// made; a preview opens none.
///
/// UIKit: @MainActor class UIMenu : UIMenuElement
@MainActor @preconcurrency
open class UIMenu: UIMenuElement {
    /// UIKit: var children: [UIMenuElement] { get }
    public let children: [UIMenuElement]
    /// UIKit: var options: UIMenu.Options { get }
    public let options: Options

    /// UIKit: convenience init(title: String = "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil, options: UIMenu.Options = [], children: [UIMenuElement] = [])
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, options: Options = [],
        children: [UIMenuElement] = []
    ) {
        self.children = children
        self.options = options
        super.init(title: title, image: image)
    }

    /// A menu's name, for finding it again.
    ///
    /// UIKit: struct UIMenu.Identifier
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// UIKit: var rawValue: String
        public let rawValue: String
        /// UIKit: init(rawValue: String)
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children.
    ///
    /// UIKit: struct UIMenu.Options
    public struct Options: OptionSet, Sendable {
        /// UIKit: let rawValue: UInt
        public let rawValue: UInt
        /// UIKit: init(rawValue: UInt)
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// UIKit: static var displayInline: UIMenu.Options { get }
        public static let displayInline = Options(rawValue: 1 << 0)
        /// UIKit: static var destructive: UIMenu.Options { get }
        public static let destructive = Options(rawValue: 1 << 1)
        /// UIKit: static var singleSelection: UIMenu.Options { get }
        public static let singleSelection = Options(rawValue: 1 << 5)
    }
}
#endif
