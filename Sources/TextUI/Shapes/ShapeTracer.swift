import Foundation

/// A shape's path, asked for at the size it is drawn, and the part of it a trim keeps: what
/// draws a shape you write, a ``Path`` and a trimmed shape in Braille dots.
///
/// ```swift
/// Circle().trim(from: 0, to: 0.5).stroke(.blue, lineWidth: 4).frame(width: 32, height: 32)
/// ```
/// ```text
///
/// ⢧⣀⣀⡼
/// ```
struct ShapeTracer: Sendable {
    private let makePath: @Sendable (CGRect) -> Path
    private var trim: (from: Double, to: Double) = (0, 1)

    init<S: Shape>(_ shape: S) {
        makePath = { shape.path(in: $0) }
    }

    /// The shape's path in `rect`, trimmed.
    func path(in rect: CGRect) -> Path {
        let path = makePath(rect)
        return trim == (0, 1) ? path : PathOutline(path).trimmed(from: trim.from, to: trim.to).path
    }

    /// A part of this part: `from` and `to` count along what is kept already.
    func trimmed(from: Double, to: Double) -> ShapeTracer {
        var copy = self
        let kept = trim.to - trim.from
        copy.trim = (trim.from + kept * min(max(from, 0), 1), trim.from + kept * min(max(to, 0), 1))
        return copy
    }

    /// The shape drawn in a room of `width` columns and `height` rows: its lines traced when
    /// `stroked` or trimmed (a part of an outline is a line), else its inside filled.
    func lines(width: Int, height: Int, stroked: Bool, style: RenderStyle) -> [Line] {
        let room = CGRect(x: 0, y: 0, width: Double(width) * Points.columnWidth, height: Double(height) * Points.rowHeight)
        var raster = DotRaster(columns: width, rows: height)
        let outline = PathOutline(path(in: room))
        if stroked || trim != (0, 1) { raster.trace(outline) } else { raster.fill(outline) }
        return raster.lines(style: style)
    }
}
