#if !canImport(UIKit)
import Foundation

// What a representable's `makeUIView` sets on its view for Auto Layout and focus. TextUI lays
// out no UIKit views: each setting is kept, and changes nothing drawn.

extension UIView {
    /// UIKit: func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis)
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}

    /// UIKit: func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis)
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}

    /// Asks to take the keyboard's focus; a preview has no keyboard, so it is refused.
    ///
    /// UIKit: func becomeFirstResponder() -> Bool
    @discardableResult
    public func becomeFirstResponder() -> Bool { false }

    /// UIKit: func resignFirstResponder() -> Bool
    @discardableResult
    public func resignFirstResponder() -> Bool { true }
}

/// How strongly a view holds to a size in Auto Layout.
///
/// UIKit: struct UILayoutPriority
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    /// UIKit: var rawValue: Float
    public var rawValue: Float
    /// UIKit: init(rawValue: Float)
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// UIKit: init(_ rawValue: Float)
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// UIKit: static let required: UILayoutPriority
    public static let required = UILayoutPriority(1000)
    /// UIKit: static let defaultHigh: UILayoutPriority
    public static let defaultHigh = UILayoutPriority(750)
    /// UIKit: static let defaultLow: UILayoutPriority
    public static let defaultLow = UILayoutPriority(250)
    /// UIKit: static let fittingSizeLevel: UILayoutPriority
    public static let fittingSizeLevel = UILayoutPriority(50)
}

/// A constraint between two views' edges or sizes: kept with its constant, laying out nothing.
///
/// UIKit: @MainActor class NSLayoutConstraint : NSObject
@MainActor @preconcurrency
open class NSLayoutConstraint: NSObject {
    /// The distance or size the constraint adds, in points.
    ///
    /// UIKit: var constant: CGFloat { get set }
    open var constant: CGFloat
    /// UIKit: var isActive: Bool { get set }
    open var isActive = false
    /// UIKit: var priority: UILayoutPriority { get set }
    open var priority = UILayoutPriority.required

    init(constant: CGFloat = 0) {
        self.constant = constant
        super.init()
    }

    /// Turns each constraint on.
    ///
    /// UIKit: class func activate(_ constraints: [NSLayoutConstraint])
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Turns each constraint off.
    ///
    /// UIKit: class func deactivate(_ constraints: [NSLayoutConstraint])
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// UIKit: enum NSLayoutConstraint.Axis
    public enum Axis: Int, Sendable {
        /// UIKit: case horizontal
        case horizontal
        /// UIKit: case vertical
        case vertical
    }
}

/// Insets from each edge of a rectangle, in points.
///
/// UIKit: struct UIEdgeInsets
public struct UIEdgeInsets: Hashable, Sendable {
    /// UIKit: var top: CGFloat
    public var top: CGFloat
    /// UIKit: var left: CGFloat
    public var left: CGFloat
    /// UIKit: var bottom: CGFloat
    public var bottom: CGFloat
    /// UIKit: var right: CGFloat
    public var right: CGFloat

    /// UIKit: init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat)
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// UIKit: static let zero: UIEdgeInsets
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// Scales a font for the reader's chosen text size; a preview reads at the default size, so
/// the font comes back as it was.
///
/// UIKit: class UIFontMetrics : NSObject
open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// UIKit: class var `default`: UIFontMetrics { get }
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// UIKit: init(forTextStyle textStyle: UIFont.TextStyle)
    public init(forTextStyle textStyle: UIFont.TextStyle) {}

    /// UIKit: func scaledFont(for font: UIFont) -> UIFont
    open func scaledFont(for font: UIFont) -> UIFont { font }

    /// UIKit: func scaledValue(for value: CGFloat) -> CGFloat
    open func scaledValue(for value: CGFloat) -> CGFloat { value }
}
#endif
