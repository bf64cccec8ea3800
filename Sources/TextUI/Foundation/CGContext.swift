#if !canImport(CoreGraphics)
import Foundation

/// CoreGraphics' drawing context, which a screen reaches as an image renderer's `cgContext`
/// to clip an avatar to a circle or fill a shape. A preview has no pixels: every call is
/// accepted and draws nothing, and the renderer's image stays empty of its size.
///
/// ```swift
/// UIGraphicsImageRenderer(size: CGSize(width: 22, height: 22)).image { context in
///     context.cgContext.addEllipse(in: CGRect(x: 0, y: 0, width: 22, height: 22))
///     context.cgContext.clip()
/// }
/// ```
///
/// CoreGraphics: class CGContext
public final class CGContext: @unchecked Sendable {
    init() {}

    /// CoreGraphics: func saveGState()
    public func saveGState() {}
    /// CoreGraphics: func restoreGState()
    public func restoreGState() {}

    /// CoreGraphics: func setFillColor(_ color: CGColor)
    public func setFillColor(_ color: CGColor) {}
    /// CoreGraphics: func setStrokeColor(_ color: CGColor)
    public func setStrokeColor(_ color: CGColor) {}
    /// CoreGraphics: func setLineWidth(_ width: CGFloat)
    public func setLineWidth(_ width: CGFloat) {}
    /// CoreGraphics: func setAlpha(_ alpha: CGFloat)
    public func setAlpha(_ alpha: CGFloat) {}

    /// CoreGraphics: func translateBy(x tx: CGFloat, y ty: CGFloat)
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {}
    /// CoreGraphics: func scaleBy(x sx: CGFloat, y sy: CGFloat)
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {}
    /// CoreGraphics: func rotate(by angle: CGFloat)
    public func rotate(by angle: CGFloat) {}

    /// CoreGraphics: func move(to point: CGPoint)
    public func move(to point: CGPoint) {}
    /// CoreGraphics: func addLine(to point: CGPoint)
    public func addLine(to point: CGPoint) {}
    /// CoreGraphics: func addRect(_ rect: CGRect)
    public func addRect(_ rect: CGRect) {}
    /// CoreGraphics: func addEllipse(in rect: CGRect)
    public func addEllipse(in rect: CGRect) {}
    /// CoreGraphics: func addPath(_ path: CGPath)
    public func addPath(_ path: CGPath) {}
    /// CoreGraphics: func closePath()
    public func closePath() {}

    /// CoreGraphics: func fill(_ rect: CGRect)
    public func fill(_ rect: CGRect) {}
    /// CoreGraphics: func stroke(_ rect: CGRect)
    public func stroke(_ rect: CGRect) {}
    /// CoreGraphics: func fillEllipse(in rect: CGRect)
    public func fillEllipse(in rect: CGRect) {}
    /// CoreGraphics: func fillPath(using rule: CGPathFillRule = .winding)
    public func fillPath(using rule: CGPathFillRule = .winding) {}
    /// CoreGraphics: func strokePath()
    public func strokePath() {}
    /// CoreGraphics: func clip(using rule: CGPathFillRule = .winding)
    public func clip(using rule: CGPathFillRule = .winding) {}
    /// CoreGraphics: func clip(to rect: CGRect)
    public func clip(to rect: CGRect) {}
}

/// Which points a path's fill covers where it crosses itself.
///
/// CoreGraphics: enum CGPathFillRule
public enum CGPathFillRule: Int, Sendable {
    /// CoreGraphics: case winding = 0
    case winding = 0
    /// CoreGraphics: case evenOdd = 1
    case evenOdd = 1
}
#endif
