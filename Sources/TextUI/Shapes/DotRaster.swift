import Foundation

/// A grid of cells, each two dots across and four down, that lines and filled outlines are
/// drawn into, given in points (a column is 8 points, a row 16, so a dot is 4 × 4). Drawn as
/// Braille patterns (`⣿` a cell full of dots, a space an empty one), or in ASCII as `#` where
/// a fill touched a cell and `*` where only lines did.
///
///     var raster = DotRaster(columns: 4, rows: 1)
///     raster.trace(PathOutline(Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: 32, y: 16)) }))
///     raster.lines(style: .unicode)   // ["⠑⢄  "]... one dot down every two across
struct DotRaster {
    static let pointsPerDot = 4.0

    let columns: Int
    let rows: Int
    private var bits: [UInt8]
    private var filled: [Bool]

    init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        bits = Array(repeating: 0, count: self.columns * self.rows)
        filled = Array(repeating: false, count: self.columns * self.rows)
    }

    var dotsAcross: Int { columns * 2 }
    var dotsDown: Int { rows * 4 }

    /// Sets the dot at `x`, `y` (in dots); one outside the grid is left out.
    mutating func setDot(x: Int, y: Int, fill: Bool = false) {
        guard x >= 0, y >= 0, x < dotsAcross, y < dotsDown else { return }
        let cell = (y / 4) * columns + x / 2
        bits[cell] |= Self.bit(column: x % 2, row: y % 4)
        if fill { filled[cell] = true }
    }

    /// The dot a point falls in; a point on the far edge of the grid counts as the last dot,
    /// and one a hair's breadth short of a dot's edge as on it (sums of many short lines land
    /// there, not exactly on the edge).
    private func dot(_ point: CGPoint) -> (x: Int, y: Int)? {
        let x = point.x / Self.pointsPerDot, y = point.y / Self.pointsPerDot
        let slack = 1e-6
        guard x.isFinite, y.isFinite, x >= -slack, y >= -slack, x <= Double(dotsAcross) + slack, y <= Double(dotsDown) + slack else { return nil }
        return (min(max(0, Int(x + slack)), dotsAcross - 1), min(max(0, Int(y + slack)), dotsDown - 1))
    }

    /// Draws every line of `outline`, one dot wide.
    mutating func trace(_ outline: PathOutline) {
        for subpath in outline.subpaths {
            if subpath.points.count == 1, let only = subpath.points.first, let dot = dot(only) { setDot(x: dot.x, y: dot.y) }
            for (a, b) in subpath.segments { line(from: a, to: b, fill: false) }
        }
    }

    /// Fills `outline`'s inside (each subpath read as closed) by the non-zero rule or
    /// even-odd: every dot whose centre is inside; a shape too thin to hold a dot's centre is
    /// traced instead, so it still shows.
    mutating func fill(_ outline: PathOutline, evenOdd: Bool = false) {
        guard dotsAcross > 0, dotsDown > 0 else { return }
        var filledAny = false
        let edges = outline.subpaths.flatMap(PathOutline.closedSegments)
        for row in 0..<dotsDown {
            let y = (Double(row) + 0.5) * Self.pointsPerDot
            var crossings: [(x: Double, direction: Int)] = []
            for (a, b) in edges where (a.y <= y) != (b.y <= y) {
                let x = a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x)
                // Kept to just outside the grid, so no coordinate, however far, overflows a dot.
                guard !x.isNaN else { continue }
                crossings.append((min(max(x, -Self.pointsPerDot), Double(dotsAcross + 1) * Self.pointsPerDot), b.y > a.y ? 1 : -1))
            }
            crossings.sort { $0.x < $1.x }
            var winding = 0
            for (index, crossing) in crossings.enumerated() {
                winding += evenOdd ? 1 : crossing.direction
                let inside = evenOdd ? winding % 2 != 0 : winding != 0
                guard inside, index + 1 < crossings.count else { continue }
                let first = Int((crossing.x / Self.pointsPerDot - 0.5).rounded(.up))
                let last = Int((crossings[index + 1].x / Self.pointsPerDot - 0.5).rounded(.down))
                let from = max(0, first), to = min(dotsAcross - 1, last)
                guard from <= to else { continue }
                for column in from...to { setDot(x: column, y: row, fill: true) }
                filledAny = true
            }
        }
        if !filledAny {
            for (a, b) in edges { line(from: a, to: b, fill: true) }
        }
    }

    private mutating func line(from a: CGPoint, to b: CGPoint, fill: Bool) {
        let span = max(abs(b.x - a.x), abs(b.y - a.y)) / Self.pointsPerDot * 2
        // A line with a point that is not a number draws nothing; a very long one is sampled
        // at most 20,000 times (its dots outside the grid are left out anyway).
        guard !span.isNaN, !a.x.isNaN, !a.y.isNaN, !b.x.isNaN, !b.y.isNaN else { return }
        let steps = span.isFinite ? Int(min(span, 20_000).rounded(.up)) : 20_000
        for step in 0...max(0, steps) {
            let t = steps == 0 ? 0 : Double(step) / Double(steps)
            if let dot = dot(PathOutline.lerp(a, b, t)) { setDot(x: dot.x, y: dot.y, fill: fill) }
        }
    }

    /// The grid as rows of text, each `columns` wide.
    func lines(style: RenderStyle) -> [Line] {
        (0..<rows).map { row in
            var text = ""
            for column in 0..<columns {
                let cell = row * columns + column
                let pattern = bits[cell]
                if pattern == 0 {
                    text.append(" ")
                } else if style == .unicode {
                    text.unicodeScalars.append(Unicode.Scalar(0x2800 + UInt32(pattern))!)
                } else {
                    text.append(filled[cell] ? "#" : "*")
                }
            }
            return Line(text, width: columns)
        }
    }

    /// Braille numbers its dots down the left column (1, 2, 3), then the right (4, 5, 6), then
    /// the bottom row (7 left, 8 right).
    private static func bit(column: Int, row: Int) -> UInt8 {
        switch (column, row) {
        case (0, 3): 0x40
        case (1, 3): 0x80
        case (0, _): UInt8(1) << row
        default: UInt8(1) << (row + 3)
        }
    }
}
