import Foundation

/// Where a ``Canvas`` renderer draws: paths filled and traced in Braille dots, text and images
/// set on the cell of the point they are drawn at. Moves, scales and turns apply to what is
/// drawn after them; a copy (``drawLayer(content:)``) keeps its own. Clipping, filters and
/// blending change nothing in text, and colours draw alike unless clear.
///
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)), with: .color(.blue))
///     context.draw(Text("50%"), at: CGPoint(x: size.width * 0.75, y: size.height / 2))
/// }
/// .frame(width: 64, height: 16)
/// ```
/// ```text
/// ⣿⣿⣿⣿ 50%
/// ```
///
/// SwiftUI: @frozen struct GraphicsContext
public struct GraphicsContext {
    private let drawing: CanvasDrawing
    private var transform = DrawingTransform()

    /// SwiftUI: var opacity: Double
    public var opacity: Double = 1
    /// SwiftUI: var blendMode: GraphicsContext.BlendMode
    public var blendMode: BlendMode = .normal
    /// SwiftUI: var environment: EnvironmentValues { get }
    public let environment: EnvironmentValues

    init(drawing: CanvasDrawing, environment: EnvironmentValues) {
        self.drawing = drawing
        self.environment = environment
    }

    /// SwiftUI: mutating func translateBy(x: CGFloat, y: CGFloat)
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = transform.then(DrawingTransform(tx: x, ty: y))
    }

    /// SwiftUI: mutating func scaleBy(x: CGFloat, y: CGFloat)
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = transform.then(DrawingTransform(a: x, d: y))
    }

    /// SwiftUI: mutating func rotate(by angle: Angle)
    public mutating func rotate(by angle: Angle) {
        let cosine = cos(angle.radians), sine = sin(angle.radians)
        transform = transform.then(DrawingTransform(a: cosine, b: sine, c: -sine, d: cosine))
    }

    /// Clipping changes nothing drawn in text.
    ///
    /// SwiftUI: mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: GraphicsContext.ClipOptions = ClipOptions())
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {}

    /// SwiftUI: func fill(_ path: Path, with shading: GraphicsContext.Shading, style: FillStyle = FillStyle())
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        record(path, shading: shading, isFill: true, isEvenOdd: style.isEOFilled)
    }

    /// SwiftUI: func stroke(_ path: Path, with shading: GraphicsContext.Shading, lineWidth: CGFloat = 1)
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        record(path, shading: shading, isFill: false, isEvenOdd: false)
    }

    /// SwiftUI: func stroke(_ path: Path, with shading: GraphicsContext.Shading, style: StrokeStyle)
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        record(path, shading: shading, isFill: false, isEvenOdd: false)
    }

    /// Draws into a copy of this context: what it moves, scales or turns stays in it.
    ///
    /// SwiftUI: func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    private func record(_ path: Path, shading: Shading, isFill: Bool, isEvenOdd: Bool) {
        guard !shading.isClear, opacity > 0 else { return }
        let placed = path.mapPoints(transform.apply)
        drawing.strokes.append(CanvasDrawing.Stroke(outline: PathOutline(placed), isFill: isFill, isEvenOdd: isEvenOdd))
    }

    /// Sets the first line of `content` with its `anchor` at `point`.
    func place(_ content: CanvasDrawing.Mark.Content, at point: CGPoint, anchor: UnitPoint) {
        guard opacity > 0 else { return }
        drawing.marks.append(CanvasDrawing.Mark(content: content, point: transform.apply(point), anchor: anchor))
    }
}

/// A move, scale and turn of the points drawn: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
struct DrawingTransform: Sendable {
    var a = 1.0, b = 0.0, c = 0.0, d = 1.0, tx = 0.0, ty = 0.0

    /// `other` applied first, then this: what a context's `translateBy` and the like give.
    func then(_ other: DrawingTransform) -> DrawingTransform {
        DrawingTransform(
            a: other.a * a + other.b * c, b: other.a * b + other.b * d,
            c: other.c * a + other.d * c, d: other.c * b + other.d * d,
            tx: other.tx * a + other.ty * c + tx, ty: other.tx * b + other.ty * d + ty
        )
    }

    func apply(_ point: CGPoint) -> CGPoint {
        CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }
}
