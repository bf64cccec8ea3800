/// SwiftUI measures in points, TextUI in character cells. A cell is taken as 8 points wide and
/// 16 points high (a 17-point body font's character is about that), so a screen written for a
/// phone keeps its proportions: the default padding of 16 points is one row and two columns,
/// a `VStack(spacing: 16)` leaves one empty row, an 8 × 8 status dot is one cell.
///
/// Gaps (padding, spacing) round to the nearest cell, with two rules so small gaps read as a
/// person sees them: a positive horizontal gap is at least one column (words never touch), and
/// a vertical gap becomes a row from 12 points up (`spacing: 8` keeps rows together). Sizes
/// (frames) are at least one cell when positive, so a sized view never vanishes. Infinity is
/// "as much as offered"; negative sizes and NaN count as zero.
enum Points {
    static let columnWidth = 8.0
    static let rowHeight = 16.0

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

    /// `value` rounded to the nearest whole number of cells; anything too large is `Int.max`.
    private static func cells(_ value: Double) -> Int {
        guard value.isFinite else { return value > 0 ? .max : 0 }
        let rounded = value.rounded(.toNearestOrAwayFromZero)
        return rounded >= Double(Int.max / 2) ? .max : max(0, Int(rounded))
    }
}
