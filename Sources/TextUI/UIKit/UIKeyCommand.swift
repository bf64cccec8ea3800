#if !canImport(UIKit)
import Foundation

/// A menu command that sends an action up the responder chain; a preview chooses no command.
///
/// UIKit: @MainActor class UICommand : UIMenuElement
@MainActor @preconcurrency
open class UICommand: UIMenuElement {
    /// UIKit: var action: Selector { get }
    public let action: Selector
    /// UIKit: var propertyList: Any? { get }
    public let propertyList: Any?
    /// UIKit: var discoverabilityTitle: String? { get set }
    open var discoverabilityTitle: String?
    /// UIKit: var attributes: UIMenuElement.Attributes { get set }
    open var attributes: UIMenuElement.Attributes
    /// UIKit: var state: UIMenuElement.State { get set }
    open var state: UIMenuElement.State

    init(
        title: String, image: UIImage?, action: Selector, propertyList: Any?, discoverabilityTitle: String?,
        attributes: UIMenuElement.Attributes, state: UIMenuElement.State
    ) {
        self.action = action
        self.propertyList = propertyList
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, image: image)
    }
}

/// A key press on a hardware keyboard a responder answers (`override var keyCommands`): kept
/// with its input and modifiers; a preview presses no keys, so its action is never sent.
///
/// ```swift
/// UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: #selector(close))
/// ```
///
/// UIKit: @MainActor class UIKeyCommand : UICommand
@MainActor @preconcurrency
open class UIKeyCommand: UICommand {
    /// The keys to press.
    ///
    /// UIKit: var input: String? { get }
    public let input: String?
    /// UIKit: var modifierFlags: UIKeyModifierFlags { get }
    public let modifierFlags: UIKeyModifierFlags
    /// UIKit: var wantsPriorityOverSystemBehavior: Bool { get set }
    open var wantsPriorityOverSystemBehavior = false

    /// UIKit: convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector)
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(title: "", action: action, input: input, modifierFlags: modifierFlags)
    }

    /// UIKit: convenience init(title: String = "", image: UIImage? = nil, action: Selector, input: String, modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil, alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off)
    public init(
        title: String = "", image: UIImage? = nil, action: Selector, input: String, modifierFlags: UIKeyModifierFlags = [],
        propertyList: Any? = nil, alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off
    ) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(
            title: title, image: image, action: action, propertyList: propertyList,
            discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state
        )
    }

    /// UIKit: class let inputEscape: String
    public static let inputEscape = "\u{1B}"
    /// UIKit: class let inputUpArrow: String
    public static let inputUpArrow = "UIKeyInputUpArrow"
    /// UIKit: class let inputDownArrow: String
    public static let inputDownArrow = "UIKeyInputDownArrow"
    /// UIKit: class let inputLeftArrow: String
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// UIKit: class let inputRightArrow: String
    public static let inputRightArrow = "UIKeyInputRightArrow"
    /// UIKit: class let inputPageUp: String
    public static let inputPageUp = "UIKeyInputPageUp"
    /// UIKit: class let inputPageDown: String
    public static let inputPageDown = "UIKeyInputPageDown"
    /// UIKit: class let inputHome: String
    public static let inputHome = "UIKeyInputHome"
    /// UIKit: class let inputEnd: String
    public static let inputEnd = "UIKeyInputEnd"
    /// UIKit: class let inputDelete: String
    public static let inputDelete = "UIKeyInputDelete"
}

/// Another action a command offers while other modifier keys are held.
///
/// UIKit: @MainActor class UICommandAlternate : NSObject
@MainActor @preconcurrency
open class UICommandAlternate: NSObject {
    /// UIKit: var title: String { get }
    public let title: String
    /// UIKit: var action: Selector { get }
    public let action: Selector
    /// UIKit: var modifierFlags: UIKeyModifierFlags { get }
    public let modifierFlags: UIKeyModifierFlags

    /// UIKit: convenience init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags)
    public init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
        self.title = title
        self.action = action
        self.modifierFlags = modifierFlags
        super.init()
    }
}

/// The modifier keys held with a key.
///
/// UIKit: struct UIKeyModifierFlags
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    /// UIKit: let rawValue: Int
    public let rawValue: Int
    /// UIKit: init(rawValue: Int)
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// UIKit: static var alphaShift: UIKeyModifierFlags { get }
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// UIKit: static var shift: UIKeyModifierFlags { get }
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// UIKit: static var control: UIKeyModifierFlags { get }
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// UIKit: static var alternate: UIKeyModifierFlags { get }
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// UIKit: static var command: UIKeyModifierFlags { get }
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// UIKit: static var numericPad: UIKeyModifierFlags { get }
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}
#endif
