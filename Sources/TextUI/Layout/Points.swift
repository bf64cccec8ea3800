/// SwiftUI measures in points, TextUI in character cells. A cell is taken as 8 points wide and
/// 16 points high (a 17-point body font's character is about that), so a screen written for a
/// phone keeps its proportions: the default padding of 16 points is one row and two columns,
/// a `VStack(spacing: 16)` leaves one empty row, an 8 × 8 status dot is one cell.
///
/// Gaps (padding, spacing) round to the nearest cell, with two rules so small gaps read as a
/// person sees them: a positive horizontal gap is at least one column (words never touch), and
/// a vertical gap becomes a row from 12 points up (`spacing: 8` keeps rows together). Sizes
/// (frames) are at least one cell when positive, so a sized view never vanishes. A maximum of
/// infinity is "as much as offered"; any other size or gap is at most ``limit`` cells (SwiftUI
/// rejects an infinite size), and negative sizes and NaN count as zero.
enum Points {
    static let columnWidth = 8.0
    static let rowHeight = 16.0
    /// The most cells a size or gap takes, so no layout counts rows past what can be drawn.
    static let limit = 1_000

    /// Columns of a maximum width: infinity is `Int.max`, "all the room offered".
    static func maxColumns(_ points: CGFloat) -> Int {
        points.isInfinite && points > 0 ? .max : columns(points)
    }

    /// Rows of a maximum height: infinity is `Int.max`.
    static func maxRows(_ points: CGFloat) -> Int {
        points.isInfinite && points > 0 ? .max : rows(points)
    }

    /// Columns of a horizontal gap.
    static func gapColumns(_ points: CGFloat) -> Int {
        let value = Double(points)
        guard value > 0, !value.isNaN else { return 0 }
        return max(1, cells(value / columnWidth))
    }

    /// Rows of a vertical gap: a row from three quarters of one.
    static func gapRows(_ points: CGFloat) -> Int {
        let value = Double(points)
        guard value > 0, !value.isNaN else { return 0 }
        return cells(value / rowHeight - 0.25)
    }

    /// Columns of a width.
    static func columns(_ points: CGFloat) -> Int {
        let value = Double(points)
        guard value > 0, !value.isNaN else { return 0 }
        return max(1, cells(value / columnWidth))
    }

    /// Rows of a height.
    static func rows(_ points: CGFloat) -> Int {
        let value = Double(points)
        guard value > 0, !value.isNaN else { return 0 }
        return max(1, cells(value / rowHeight - 0.25))
    }

    /// `value` rounded to the nearest whole number of cells, at most ``limit``.
    private static func cells(_ value: Double) -> Int {
        guard value.isFinite else { return value > 0 ? limit : 0 }
        let rounded = value.rounded(.toNearestOrAwayFromZero)
        return rounded >= Double(limit) ? limit : max(0, Int(rounded))
    }
}
