#if !canImport(UIKit)
import Foundation

/// UIKit's base class of controls: a representable registers its coordinator as the target of
/// a control's events (`picker.addTarget(context.coordinator, action: #selector(…), for:
/// .valueChanged)`). A preview sends no events: each registration is accepted.
///
/// UIKit: @MainActor class UIControl : UIView
@MainActor @preconcurrency
open class UIControl: UIView {
    /// The events a control reports.
    ///
    /// UIKit: struct UIControl.Event
    public struct Event: OptionSet, Sendable {
        /// UIKit: let rawValue: UInt
        public let rawValue: UInt
        /// UIKit: init(rawValue: UInt)
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// UIKit: static var touchDown: UIControl.Event { get }
        public static let touchDown = Event(rawValue: 1 << 0)
        /// UIKit: static var touchUpInside: UIControl.Event { get }
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// UIKit: static var valueChanged: UIControl.Event { get }
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// UIKit: static var primaryActionTriggered: UIControl.Event { get }
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// UIKit: static var editingChanged: UIControl.Event { get }
        public static let editingChanged = Event(rawValue: 1 << 17)
    }

    /// A control's states, each of which may have its own title, colour or image.
    ///
    /// UIKit: struct UIControl.State
    public struct State: OptionSet, Hashable, Sendable {
        /// UIKit: let rawValue: UInt
        public let rawValue: UInt
        /// UIKit: init(rawValue: UInt)
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// UIKit: static var normal: UIControl.State { get }
        public static let normal = State([])
        /// UIKit: static var highlighted: UIControl.State { get }
        public static let highlighted = State(rawValue: 1 << 0)
        /// UIKit: static var disabled: UIControl.State { get }
        public static let disabled = State(rawValue: 1 << 1)
        /// UIKit: static var selected: UIControl.State { get }
        public static let selected = State(rawValue: 1 << 2)
        /// UIKit: static var focused: UIControl.State { get }
        public static let focused = State(rawValue: 1 << 3)
    }

    /// UIKit: var isEnabled: Bool { get set }
    open var isEnabled = true
    /// UIKit: var isSelected: Bool { get set }
    open var isSelected = false

    /// UIKit: func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event)
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {}

    /// UIKit: func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event)
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {}

    /// Runs `action` on `controlEvents`: accepted, and a preview sends no events.
    ///
    /// UIKit: func addAction(_ action: UIAction, for controlEvents: UIControl.Event)
    open func addAction(_ action: UIAction, for controlEvents: Event) {}
}
#endif
