#if !canImport(CoreGraphics)
import Foundation

/// CoreGraphics' path, which a screen reaches as a `UIBezierPath`'s `cgPath` and turns into a
/// SwiftUI `Path` (`Path(bezierPath.cgPath)`). It holds the same lines and curves a ``Path``
/// does, so the `Path` made from it draws as the bezier path was built.
///
/// CoreGraphics: class CGPath
public class CGPath: @unchecked Sendable {
    /// The lines and curves.
    var path: Path

    init(path: Path) {
        self.path = path
    }

    /// The smallest rectangle holding every point, control points included.
    ///
    /// CoreGraphics: var boundingBox: CGRect { get }
    public var boundingBox: CGRect { path.boundingRect }

    /// CoreGraphics: var isEmpty: Bool { get }
    public var isEmpty: Bool { path.isEmpty }

    /// CoreGraphics: var currentPoint: CGPoint { get }
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }

    /// CoreGraphics: func copy() -> CGPath?
    public func copy() -> CGPath? { CGPath(path: path) }

    /// CoreGraphics: func mutableCopy() -> CGMutablePath?
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path: path) }
}

/// A CoreGraphics path a screen builds line by line.
///
/// CoreGraphics: class CGMutablePath : CGPath
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    ///
    /// CoreGraphics: init()
    public init() {
        super.init(path: Path())
    }

    override init(path: Path) {
        super.init(path: path)
    }

    /// CoreGraphics: func move(to point: CGPoint, transform: CGAffineTransform = .identity)
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.move(to: point.applying(transform))
    }

    /// CoreGraphics: func addLine(to point: CGPoint, transform: CGAffineTransform = .identity)
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.addLine(to: point.applying(transform))
    }

    /// CoreGraphics: func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity)
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addRect(rect, transform: transform)
    }

    /// CoreGraphics: func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity)
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addEllipse(in: rect, transform: transform)
    }

    /// CoreGraphics: func addPath(_ path: CGPath, transform: CGAffineTransform = .identity)
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        self.path.addPath(path.path, transform: transform)
    }

    /// CoreGraphics: func closeSubpath()
    public func closeSubpath() {
        path.closeSubpath()
    }
}

extension Path {
    /// The path of a CoreGraphics path (a `UIBezierPath`'s `cgPath`).
    ///
    /// SwiftUI: init(_ path: CGPath)
    public init(_ path: CGPath) {
        self = path.path
    }

    /// This path as a CoreGraphics path.
    ///
    /// SwiftUI: var cgPath: CGPath { get }
    public var cgPath: CGPath { CGPath(path: self) }
}
#endif
