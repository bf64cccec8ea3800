#if !canImport(UIKit)
import Foundation

// The recognizers screens attach: each keeps its settings and, in a preview, never fires, so
// what it measures reads zero.

/// UIKit: @MainActor class UITapGestureRecognizer : UIGestureRecognizer
@MainActor @preconcurrency
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// UIKit: var numberOfTapsRequired: Int { get set }
    open var numberOfTapsRequired = 1
    /// UIKit: var numberOfTouchesRequired: Int { get set }
    open var numberOfTouchesRequired = 1
}

/// UIKit: @MainActor class UIPanGestureRecognizer : UIGestureRecognizer
@MainActor @preconcurrency
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// UIKit: var minimumNumberOfTouches: Int { get set }
    open var minimumNumberOfTouches = 1
    /// UIKit: var maximumNumberOfTouches: Int { get set }
    open var maximumNumberOfTouches = Int.max

    /// How far the pan has moved in `view`: nowhere.
    ///
    /// UIKit: func translation(in view: UIView?) -> CGPoint
    open func translation(in view: UIView?) -> CGPoint { .zero }

    /// UIKit: func setTranslation(_ translation: CGPoint, in view: UIView?)
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {}

    /// How fast the pan moves in `view`: not at all.
    ///
    /// UIKit: func velocity(in view: UIView?) -> CGPoint
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// UIKit: @MainActor class UILongPressGestureRecognizer : UIGestureRecognizer
@MainActor @preconcurrency
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// UIKit: var minimumPressDuration: TimeInterval { get set }
    open var minimumPressDuration: TimeInterval = 0.5
    /// UIKit: var numberOfTouchesRequired: Int { get set }
    open var numberOfTouchesRequired = 1
    /// UIKit: var allowableMovement: CGFloat { get set }
    open var allowableMovement: CGFloat = 10
}

/// UIKit: @MainActor class UIPinchGestureRecognizer : UIGestureRecognizer
@MainActor @preconcurrency
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// How far the fingers have spread: not at all.
    ///
    /// UIKit: var scale: CGFloat { get set }
    open var scale: CGFloat = 1
    /// UIKit: var velocity: CGFloat { get }
    open var velocity: CGFloat { 0 }
}

/// UIKit: @MainActor class UISwipeGestureRecognizer : UIGestureRecognizer
@MainActor @preconcurrency
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// UIKit: var direction: UISwipeGestureRecognizer.Direction { get set }
    open var direction: Direction = .right
    /// UIKit: var numberOfTouchesRequired: Int { get set }
    open var numberOfTouchesRequired = 1

    /// The ways a swipe may go.
    ///
    /// UIKit: struct UISwipeGestureRecognizer.Direction
    public struct Direction: OptionSet, Sendable {
        /// UIKit: let rawValue: UInt
        public let rawValue: UInt
        /// UIKit: init(rawValue: UInt)
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// UIKit: static var right: UISwipeGestureRecognizer.Direction { get }
        public static let right = Direction(rawValue: 1 << 0)
        /// UIKit: static var left: UISwipeGestureRecognizer.Direction { get }
        public static let left = Direction(rawValue: 1 << 1)
        /// UIKit: static var up: UISwipeGestureRecognizer.Direction { get }
        public static let up = Direction(rawValue: 1 << 2)
        /// UIKit: static var down: UISwipeGestureRecognizer.Direction { get }
        public static let down = Direction(rawValue: 1 << 3)
    }
}
#endif
