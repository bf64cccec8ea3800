import Foundation

/// A path as straight lines: each subpath a run of points, every curve cut into 16 lines, so
/// the same path always gives the same points. What a path is measured, trimmed, filled and
/// traced by.
struct PathOutline: Sendable {
    struct Subpath: Sendable {
        var points: [CGPoint]
        var isClosed = false

        /// Its lines, the closing one included when closed.
        var segments: [(CGPoint, CGPoint)] {
            guard points.count > 1 else { return [] }
            var lines = zip(points, points.dropFirst()).map { ($0, $1) }
            if isClosed, let first = points.first, let last = points.last, first != last { lines.append((last, first)) }
            return lines
        }
    }

    static let piecesPerCurve = 16

    private(set) var subpaths: [Subpath] = []
    /// Every point the path names, control points included.
    private var namedPoints: [CGPoint] = []

    init(_ path: Path) {
        var current: Subpath?
        func finish() {
            if let done = current, done.points.count > 1 { subpaths.append(done) }
            current = nil
        }
        for element in path.elements {
            switch element {
            case .move(let end):
                finish()
                current = Subpath(points: [end])
                namedPoints.append(end)
            case .line(let end):
                current = current ?? Subpath(points: [end])
                current?.points.append(end)
                namedPoints.append(end)
            case .quadCurve(let end, let control):
                let start = current?.points.last ?? control
                current = current ?? Subpath(points: [start])
                current?.points += Self.pieces { t in
                    let u = 1 - t
                    return CGPoint(x: u * u * start.x + 2 * u * t * control.x + t * t * end.x, y: u * u * start.y + 2 * u * t * control.y + t * t * end.y)
                }
                namedPoints += [control, end]
            case .curve(let end, let control1, let control2):
                let start = current?.points.last ?? control1
                current = current ?? Subpath(points: [start])
                current?.points += Self.pieces { t in
                    let u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    return CGPoint(x: a * start.x + b * control1.x + c * control2.x + d * end.x, y: a * start.y + b * control1.y + c * control2.y + d * end.y)
                }
                namedPoints += [control1, control2, end]
            case .closeSubpath:
                guard var closed = current else { continue }
                closed.isClosed = true
                let start = closed.points[0]
                subpaths.append(closed)
                // A line after a close starts where the closed subpath began.
                current = Subpath(points: [start])
            }
        }
        if let last = current, last.points.count > 1 { subpaths.append(last) }
    }

    private init(subpaths: [Subpath]) {
        self.subpaths = subpaths
        namedPoints = subpaths.flatMap(\.points)
    }

    private static func pieces(_ point: (Double) -> CGPoint) -> [CGPoint] {
        (1...piecesPerCurve).map { point(Double($0) / Double(piecesPerCurve)) }
    }

    var boundingRect: CGRect {
        guard let first = namedPoints.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for point in namedPoints {
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            minY = min(minY, point.y); maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// As a path of moves and lines.
    var path: Path {
        var path = Path()
        for subpath in subpaths {
            path.addLines(subpath.points)
            if subpath.isClosed { path.closeSubpath() }
        }
        return path
    }

    /// The part from `from` to `to` of the whole length (each clamped to 0…1), closing lines
    /// counted; an empty outline when `to` is not past `from`.
    func trimmed(from: Double, to: Double) -> PathOutline {
        let from = min(max(from, 0), 1), to = min(max(to, 0), 1)
        let segments = subpaths.map(\.segments)
        let total = segments.joined().reduce(0.0) { $0 + Self.length($1.0, $1.1) }
        guard to > from, total > 0 else { return PathOutline(subpaths: []) }
        let start = from * total, end = to * total
        var kept: [Subpath] = []
        var travelled = 0.0
        for lines in segments {
            var piece: [CGPoint] = []
            for (a, b) in lines {
                let length = Self.length(a, b)
                defer { travelled += length }
                let enter = max(start, travelled), leave = min(end, travelled + length)
                guard leave > enter || (length == 0 && travelled >= start && travelled <= end) else {
                    if !piece.isEmpty { kept.append(Subpath(points: piece)); piece = [] }
                    continue
                }
                let t0 = length > 0 ? (enter - travelled) / length : 0, t1 = length > 0 ? (leave - travelled) / length : 0
                let p0 = Self.lerp(a, b, t0), p1 = Self.lerp(a, b, t1)
                if piece.isEmpty { piece.append(p0) }
                piece.append(p1)
            }
            if !piece.isEmpty { kept.append(Subpath(points: piece)) }
        }
        return PathOutline(subpaths: kept)
    }

    /// Whether `point` is inside, counting every subpath as closed.
    func contains(_ point: CGPoint, evenOdd: Bool) -> Bool {
        var winding = 0
        for subpath in subpaths {
            for (a, b) in Self.closedSegments(subpath) where (a.y <= point.y) != (b.y <= point.y) {
                let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                if x > point.x { winding += b.y > a.y ? 1 : -1 }
            }
        }
        return evenOdd ? winding % 2 != 0 : winding != 0
    }

    /// A subpath's lines with the closing one, as a fill reads every subpath.
    static func closedSegments(_ subpath: Subpath) -> [(CGPoint, CGPoint)] {
        var closed = subpath
        closed.isClosed = true
        return closed.segments
    }

    static func length(_ a: CGPoint, _ b: CGPoint) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        return (dx * dx + dy * dy).squareRoot()
    }

    static func lerp(_ a: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
}
