#if !canImport(UIKit)
import Foundation

/// What UIKit hands a responder with its touches (`touchesBegan(_:with:)`) or a view's hit
/// test: a preview sends no events, so one is only ever made by an app, and has no touches.
///
/// UIKit: @MainActor class UIEvent : NSObject
@MainActor @preconcurrency
open class UIEvent: NSObject {
    /// UIKit: var type: UIEvent.EventType { get }
    open var type: EventType { .touches }

    /// UIKit: var timestamp: TimeInterval { get }
    open var timestamp: TimeInterval { 0 }

    /// UIKit: var allTouches: Set<UITouch>? { get }
    open var allTouches: Set<UITouch>? { nil }

    /// UIKit: func touches(for view: UIView) -> Set<UITouch>?
    open func touches(for view: UIView) -> Set<UITouch>? { nil }

    /// What kind of input an event carries.
    ///
    /// UIKit: enum UIEvent.EventType
    public enum EventType: Int, Sendable {
        /// UIKit: case touches = 0
        case touches = 0
        /// UIKit: case motion = 1
        case motion = 1
        /// UIKit: case remoteControl = 2
        case remoteControl = 2
        /// UIKit: case presses = 3
        case presses = 3
        /// UIKit: case scroll = 10
        case scroll = 10
        /// UIKit: case hover = 11
        case hover = 11
        /// UIKit: case transform = 14
        case transform = 14
    }
}
#endif
