/// The sizes TextUI draws at, defined once for every module: `preview` accepts a `--width` or
/// a declared variant's size only within them, and ``View/render(width:height:style:)``
/// clamps what it is given to them.
///
/// `render` draws a width past 1,000 columns at 1,000 and a height past 10,000 rows as
/// 10,000; a width below 1 draws nothing, as does a height below 1. No screen is wider or
/// taller than that, and no drawing allocates rows or columns it could never show.
package enum RenderLimits {
    /// The columns a drawing may be: 1 to 1,000.
    package static let columns = 1...1_000
    /// The rows a drawing given a height may be: 0 to 10,000.
    package static let rows = 0...10_000

    /// The width `render` draws at for `width`: at most 1,000, and 0 (nothing) below 1.
    package static func drawnColumns(_ width: Int) -> Int {
        min(max(width, 0), columns.upperBound)
    }

    /// The height `render` draws for `height`: within ``rows``.
    package static func drawnRows(_ height: Int) -> Int {
        min(max(height, rows.lowerBound), rows.upperBound)
    }
}
