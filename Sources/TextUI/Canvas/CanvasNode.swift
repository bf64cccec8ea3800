import Foundation

/// A canvas laid out: at each size it runs the renderer again, then draws what was recorded —
/// paths into a ``DotRaster``, text and images over it on their cells.
final class CanvasNode: LayoutNode {
    /// Runs the renderer at a size in points and sets its text at a width in columns.
    private let record: @MainActor (CGSize, Int) -> CanvasRecording
    private let style: RenderStyle

    init(record: @escaping @MainActor (CGSize, Int) -> CanvasRecording, style: RenderStyle) {
        self.record = record
        self.style = style
    }

    var fillsWidth: Bool { true }
    var fillsHeight: Bool { true }

    func measure(proposedWidth: Int) -> Int { 0 }

    func draw(width: Int) -> [Line] { [] }

    func draw(width: Int, height: Int) -> [Line] {
        guard width > 0, height > 0 else { return Array(repeating: .empty, count: max(0, height)) }
        let size = CGSize(width: Double(width) * Points.columnWidth, height: Double(height) * Points.rowHeight)
        let recording = MainActor.assumeIsolated { [record] in record(size, width) }
        var raster = DotRaster(columns: width, rows: height)
        // A fill over the whole canvas is its background (a sky, a colour): paint, which text
        // does not draw, as it draws no filled shape under other layers.
        let whole = CGRect(origin: .zero, size: size).insetBy(dx: 0.5, dy: 0.5)
        for stroke in recording.strokes where !(stroke.isFill && stroke.outline.boundingRect.contains(whole)) {
            if stroke.isFill { raster.fill(stroke.outline, evenOdd: stroke.isEvenOdd) } else { raster.trace(stroke.outline) }
        }
        var rows = raster.lines(style: style)
        for mark in recording.marks where mark.line.width > 0 {
            let line = mark.line.truncated(to: width)
            let x = mark.point.x / Points.columnWidth - mark.anchor.x * Double(line.width)
            let y = mark.point.y / Points.rowHeight - mark.anchor.y
            // Text drawn at a point off the canvas, or at one that is not a number, is not drawn.
            guard x.isFinite, y.isFinite, y >= 0, y < Double(height), x > -Double(width), x < Double(width) else { continue }
            let column = Int(x.rounded()), row = Int(y.rounded(.down))
            rows[row] = rows[row].padded(to: width).overlaid(with: line, at: min(max(0, column), width - line.width))
        }
        return rows
    }
}

/// What one run of a renderer drew, in order: the lines and fills, then the text and images,
/// each set as a line.
struct CanvasRecording: Sendable {
    struct Mark: Sendable {
        let line: Line
        let point: CGPoint
        let anchor: UnitPoint
    }

    let strokes: [CanvasDrawing.Stroke]
    let marks: [Mark]
}

/// What a renderer draws into while it runs.
final class CanvasDrawing {
    struct Stroke: Sendable {
        let outline: PathOutline
        let isFill: Bool
        let isEvenOdd: Bool
    }

    struct Mark {
        enum Content {
            case text(Text)
            case image(Image)
        }

        let content: Content
        let point: CGPoint
        let anchor: UnitPoint
    }

    var strokes: [Stroke] = []
    var marks: [Mark] = []
}
