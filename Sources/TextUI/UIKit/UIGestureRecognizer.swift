#if !canImport(UIKit)
import Foundation

/// UIKit's gesture recognizer, which a representable attaches to its view with the coordinator
/// as target (`UITapGestureRecognizer(target: context.coordinator, action: #selector(…))`). A
/// preview has no touches: a recognizer is accepted, attached and kept in the `.possible` state,
/// and never fires, so its target hears nothing and its delegate is never asked.
///
/// ```swift
/// let tap = UITapGestureRecognizer(target: context.coordinator, action: #selector(Coordinator.tapped))
/// view.addGestureRecognizer(tap)   // kept; never fires
/// ```
///
/// UIKit: @MainActor class UIGestureRecognizer : NSObject
@MainActor @preconcurrency
open class UIGestureRecognizer: NSObject {
    /// UIKit: var state: UIGestureRecognizer.State { get set }
    open var state: State = .possible
    /// UIKit: weak var delegate: (any UIGestureRecognizerDelegate)? { get set }
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// UIKit: var isEnabled: Bool { get set }
    open var isEnabled = true
    /// UIKit: var view: UIView? { get }
    open internal(set) weak var view: UIView?
    /// UIKit: var cancelsTouchesInView: Bool { get set }
    open var cancelsTouchesInView = true
    /// UIKit: var delaysTouchesBegan: Bool { get set }
    open var delaysTouchesBegan = false
    /// UIKit: var delaysTouchesEnded: Bool { get set }
    open var delaysTouchesEnded = true
    /// UIKit: var numberOfTouches: Int { get }
    open var numberOfTouches: Int { 0 }
    /// UIKit: var name: String? { get set }
    open var name: String?

    /// A recognizer that tells `target` with `action` when it fires.
    ///
    /// UIKit: init(target: Any?, action: Selector?)
    public init(target: Any?, action: Selector?) {
        super.init()
    }

    /// A recognizer with no target yet.
    ///
    /// UIKit: convenience init()
    override public convenience init() {
        self.init(target: nil, action: nil)
    }

    /// UIKit: func addTarget(_ target: Any, action: Selector)
    open func addTarget(_ target: Any, action: Selector) {}

    /// UIKit: func removeTarget(_ target: Any?, action: Selector?)
    open func removeTarget(_ target: Any?, action: Selector?) {}

    /// Makes this recognizer wait for `otherGestureRecognizer` to fail.
    ///
    /// UIKit: func require(toFail otherGestureRecognizer: UIGestureRecognizer)
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}

    /// Where the gesture is in `view`: the origin, as nothing touches a preview.
    ///
    /// UIKit: func location(in view: UIView?) -> CGPoint
    open func location(in view: UIView?) -> CGPoint { .zero }

    /// UIKit: func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { .zero }

    /// UIKit: func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent)
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// UIKit: func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent)
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// UIKit: func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent)
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// UIKit: func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent)
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Where a recognizer is in recognizing its gesture.
    ///
    /// UIKit: enum UIGestureRecognizer.State
    public enum State: Int, Sendable {
        /// UIKit: case possible = 0
        case possible = 0
        /// UIKit: case began = 1
        case began = 1
        /// UIKit: case changed = 2
        case changed = 2
        /// UIKit: case ended = 3
        case ended = 3
        /// UIKit: case cancelled = 4
        case cancelled = 4
        /// UIKit: case failed = 5
        case failed = 5

        /// UIKit: static var recognized: UIGestureRecognizer.State { get }
        public static var recognized: State { .ended }
    }
}

extension UIView {
    /// Attaches `gestureRecognizer`; it never fires in a preview.
    ///
    /// UIKit: func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer)
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view = self
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
    }

    /// UIKit: func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer)
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }
}

/// What a gesture recognizer asks of the object that manages it; every method has UIKit's
/// answer, and a preview asks none.
///
/// UIKit: @MainActor protocol UIGestureRecognizerDelegate : NSObjectProtocol
@MainActor @preconcurrency
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// UIKit: optional func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// UIKit: optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// UIKit: optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// UIKit: optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// UIKit: optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// UIKit: optional func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// UIKit: optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    /// UIKit: optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    /// UIKit: optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    /// UIKit: optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
}

/// A finger on the screen, which a gesture recognizer's delegate is handed; never made in a
/// preview.
///
/// UIKit: @MainActor class UITouch : NSObject
@MainActor @preconcurrency
open class UITouch: NSObject {
    /// UIKit: var view: UIView? { get }
    open var view: UIView? { nil }

    /// UIKit: func location(in view: UIView?) -> CGPoint
    open func location(in view: UIView?) -> CGPoint { .zero }
}
#endif
