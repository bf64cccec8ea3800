#if !canImport(UIKit)
import Foundation

/// One edge, centre or size of a view, from which a screen makes Auto Layout constraints
/// (`child.topAnchor.constraint(equalTo: parent.topAnchor)`). TextUI lays out no UIKit views:
/// each constraint is made and kept, and changes nothing drawn.
///
/// UIKit: @MainActor class NSLayoutAnchor<AnchorType> : NSObject where AnchorType : AnyObject
@MainActor @preconcurrency
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The view the anchor belongs to (a UIKit or an AppKit view).
    weak var item: AnyObject?

    init(_ item: AnyObject) {
        self.item = item
        super.init()
    }

    /// UIKit: func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }

    /// UIKit: func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: c)
    }

    /// UIKit: func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }

    /// UIKit: func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: c)
    }

    /// UIKit: func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }

    /// UIKit: func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: c)
    }
}

/// A horizontal edge or centre of a view.
///
/// UIKit: @MainActor class NSLayoutXAxisAnchor : NSLayoutAnchor<NSLayoutXAxisAnchor>
@MainActor @preconcurrency
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// A vertical edge or centre of a view.
///
/// UIKit: @MainActor class NSLayoutYAxisAnchor : NSLayoutAnchor<NSLayoutYAxisAnchor>
@MainActor @preconcurrency
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A view's width or height.
///
/// UIKit: @MainActor class NSLayoutDimension : NSLayoutAnchor<NSLayoutDimension>
@MainActor @preconcurrency
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// UIKit: func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint(constant: c) }

    /// UIKit: func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint(constant: c) }

    /// UIKit: func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint(constant: c) }

    /// UIKit: func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
}
#endif
