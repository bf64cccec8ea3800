#if !canImport(UIKit)
import Foundation

/// UIKit's path, which a SwiftUI `Shape` often builds to round only some corners and hands to
/// SwiftUI as `Path(bezierPath.cgPath)`. It records the same lines and curves a ``Path`` does,
/// in the same points, so that `Path` draws what the bezier path describes; `fill()` and
/// `stroke()` outside a drawing draw nothing.
///
/// ```swift
/// struct TopRounded: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path(UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight],
///                           cornerRadii: CGSize(width: 8, height: 8)).cgPath)
///     }
/// }
/// ```
///
/// UIKit: class UIBezierPath : NSObject
open class UIBezierPath: NSObject, @unchecked Sendable {
    /// The lines and curves so far.
    var path = Path()

    /// UIKit: var lineWidth: CGFloat { get set }
    open var lineWidth: CGFloat = 1
    /// UIKit: var lineCapStyle: CGLineCap { get set }
    open var lineCapStyle: CGLineCap = .butt
    /// UIKit: var lineJoinStyle: CGLineJoin { get set }
    open var lineJoinStyle: CGLineJoin = .miter
    /// UIKit: var usesEvenOddFillRule: Bool { get set }
    open var usesEvenOddFillRule = false

    /// An empty path.
    ///
    /// UIKit: init()
    override public init() {
        super.init()
    }

    /// UIKit: convenience init(rect: CGRect)
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// UIKit: convenience init(ovalIn rect: CGRect)
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// UIKit: convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat)
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with only `corners` rounded, each by `cornerRadii` (at most half the side).
    ///
    /// UIKit: convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize)
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        path = RoundedCornersOutline(rect: rect.standardized, corners: corners, radii: cornerRadii).path
    }

    /// An arc round `center`, angles in radians growing clockwise on screen (y points down).
    ///
    /// UIKit: convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path holding `cgPath`'s lines and curves.
    ///
    /// UIKit: convenience init(cgPath CGPath: CGPath)
    public convenience init(cgPath: CGPath) {
        self.init()
        path = cgPath.path
    }

    /// The path as CoreGraphics holds it, for `Path(_:)`.
    ///
    /// UIKit: var cgPath: CGPath { get set }
    open var cgPath: CGPath {
        get { CGPath(path: path) }
        set { path = newValue.path }
    }

    /// UIKit: var bounds: CGRect { get }
    open var bounds: CGRect { path.boundingRect }
    /// UIKit: var isEmpty: Bool { get }
    open var isEmpty: Bool { path.isEmpty }
    /// UIKit: var currentPoint: CGPoint { get }
    open var currentPoint: CGPoint { path.currentPoint ?? .zero }

    /// UIKit: func move(to point: CGPoint)
    open func move(to point: CGPoint) { path.move(to: point) }
    /// UIKit: func addLine(to point: CGPoint)
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// UIKit: func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint)
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// UIKit: func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint)
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// UIKit: func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // SwiftUI's `clockwise` counts the other way round from UIKit's on a y-down screen.
        path.addArc(
            center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)),
            clockwise: !clockwise)
    }

    /// UIKit: func close()
    open func close() { path.closeSubpath() }
    /// UIKit: func removeAllPoints()
    open func removeAllPoints() { path = Path() }
    /// UIKit: func append(_ bezierPath: UIBezierPath)
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    /// UIKit: func apply(_ transform: CGAffineTransform)
    open func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }
    /// UIKit: func contains(_ point: CGPoint) -> Bool
    open func contains(_ point: CGPoint) -> Bool { path.contains(point, eoFill: usesEvenOddFillRule) }

    /// Fills the path in the current drawing: there is none outside a renderer, so nothing.
    ///
    /// UIKit: func fill()
    open func fill() {}
    /// UIKit: func stroke()
    open func stroke() {}
    /// UIKit: func addClip()
    open func addClip() {}
}

/// The corners of a rectangle, for rounding some of them.
///
/// UIKit: struct UIRectCorner
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// UIKit: let rawValue: UInt
    public let rawValue: UInt
    /// UIKit: init(rawValue: UInt)
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// UIKit: static var topLeft: UIRectCorner { get }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// UIKit: static var topRight: UIRectCorner { get }
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// UIKit: static var bottomLeft: UIRectCorner { get }
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// UIKit: static var bottomRight: UIRectCorner { get }
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// UIKit: static var allCorners: UIRectCorner { get }
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A rectangle's outline with some corners rounded by quarter ellipses.
private struct RoundedCornersOutline {
    let rect: CGRect
    let corners: UIRectCorner
    let radii: CGSize

    var path: Path {
        let rx = min(max(radii.width, 0), rect.width / 2), ry = min(max(radii.height, 0), rect.height / 2)
        var path = Path()
        // Clockwise on screen from the top edge: each corner either a point or a quarter curve.
        let steps: [(corner: UIRectCorner, point: CGPoint, before: CGVector, after: CGVector)] = [
            (.topRight, CGPoint(x: rect.maxX, y: rect.minY), CGVector(dx: -rx, dy: 0), CGVector(dx: 0, dy: ry)),
            (.bottomRight, CGPoint(x: rect.maxX, y: rect.maxY), CGVector(dx: 0, dy: -ry), CGVector(dx: -rx, dy: 0)),
            (.bottomLeft, CGPoint(x: rect.minX, y: rect.maxY), CGVector(dx: rx, dy: 0), CGVector(dx: 0, dy: -ry)),
            (.topLeft, CGPoint(x: rect.minX, y: rect.minY), CGVector(dx: 0, dy: ry), CGVector(dx: rx, dy: 0)),
        ]
        let start = corners.contains(.topLeft) ? CGPoint(x: rect.minX + rx, y: rect.minY) : CGPoint(x: rect.minX, y: rect.minY)
        path.move(to: start)
        for step in steps where step.corner != .topLeft || corners.contains(.topLeft) {
            guard corners.contains(step.corner) else {
                path.addLine(to: step.point)
                continue
            }
            let entry = CGPoint(x: step.point.x + step.before.dx, y: step.point.y + step.before.dy)
            let exit = CGPoint(x: step.point.x + step.after.dx, y: step.point.y + step.after.dy)
            // A quarter ellipse as one cubic curve (control points 0.552 of the way to the corner).
            let k: CGFloat = 0.5523
            path.addLine(to: entry)
            path.addCurve(
                to: exit,
                control1: CGPoint(x: entry.x - step.before.dx * k, y: entry.y - step.before.dy * k),
                control2: CGPoint(x: exit.x - step.after.dx * k, y: exit.y - step.after.dy * k))
        }
        path.closeSubpath()
        return path
    }
}
#endif
