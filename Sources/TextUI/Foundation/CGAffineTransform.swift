import Foundation

#if !canImport(CoreGraphics)
/// A 2-D affine transform, as Core Graphics keeps it: a point (x, y) goes to
/// (a·x + c·y + tx, b·x + d·y + ty). Linux's Foundation lacks it; screens and paths use it
/// (`Path.applying(_:)`, `addRect(_:transform:)`, a `GeometryEffect`'s `ProjectionTransform`).
///
/// ```swift
/// CGPoint(x: 10, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))  // about (0, 10)
/// CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 5, y: 0).tx            // 10
/// ```
///
/// CoreGraphics: struct CGAffineTransform
public struct CGAffineTransform: Equatable, Sendable {
    /// CoreGraphics: var a: CGFloat
    public var a: CGFloat
    /// CoreGraphics: var b: CGFloat
    public var b: CGFloat
    /// CoreGraphics: var c: CGFloat
    public var c: CGFloat
    /// CoreGraphics: var d: CGFloat
    public var d: CGFloat
    /// CoreGraphics: var tx: CGFloat
    public var tx: CGFloat
    /// CoreGraphics: var ty: CGFloat
    public var ty: CGFloat

    /// Every entry 0, as a C struct starts.
    ///
    /// CoreGraphics: init()
    public init() {
        self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }

    /// CoreGraphics: init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat)
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// CoreGraphics: init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat)
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// CoreGraphics: init(translationX tx: CGFloat, y ty: CGFloat)
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// CoreGraphics: init(scaleX sx: CGFloat, y sy: CGFloat)
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A turn of `angle` radians; positive turns x towards y (clockwise on a screen, whose y
    /// grows downwards).
    ///
    /// CoreGraphics: init(rotationAngle angle: CGFloat)
    public init(rotationAngle angle: CGFloat) {
        let cosine = cos(angle), sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// CoreGraphics: static let identity: CGAffineTransform
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// CoreGraphics: var isIdentity: Bool { get }
    public var isIdentity: Bool { self == .identity }

    /// This transform, then `t2`.
    ///
    /// CoreGraphics: func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty
        )
    }

    /// The transform that undoes this one; a transform with no inverse (its determinant 0, or
    /// not a finite number) is returned unchanged, as Core Graphics returns it.
    ///
    /// CoreGraphics: func inverted() -> CGAffineTransform
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        return CGAffineTransform(
            a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant
        )
    }

    /// A move by (`tx`, `ty`), then this transform.
    ///
    /// CoreGraphics: func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A scale by (`sx`, `sy`), then this transform.
    ///
    /// CoreGraphics: func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A turn of `angle` radians, then this transform.
    ///
    /// CoreGraphics: func rotated(by angle: CGFloat) -> CGAffineTransform
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }
}

extension CGPoint {
    /// CoreGraphics: func applying(_ t: CGAffineTransform) -> CGPoint
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size's width and height as a vector, turned and scaled (never moved).
    ///
    /// CoreGraphics: func applying(_ t: CGAffineTransform) -> CGSize
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle holding this one's four corners transformed.
    ///
    /// CoreGraphics: func applying(_ t: CGAffineTransform) -> CGRect
    public func applying(_ t: CGAffineTransform) -> CGRect {
        guard !isNull else { return self }
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)]
            .map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let left = xs.min()!, top = ys.min()!
        return CGRect(x: left, y: top, width: xs.max()! - left, height: ys.max()! - top)
    }
}
#endif
