extension View {
    /// Lets the text in this view take as many lines as it needs within `limit`, as a vertical
    /// `TextField` grows: `.lineLimit(2...4)`. Text draws at most the range's upper bound (none
    /// for `2...` or a range up to `Int.max`), ending in "…" when it needs more; it does not
    /// reserve the lower bound's empty lines. A range that ends below one line draws one.
    ///
    /// ```swift
    /// Text("One\nTwo\nThree\nFour").lineLimit(1...3).render()
    /// ```
    /// ```text
    /// One
    /// Two
    /// Three…
    /// ```
    ///
    /// SwiftUI: View.lineLimit(_:) (RangeExpression)
    public func lineLimit<R: RangeExpression>(_ limit: R) -> some View where R.Bound == Int {
        let lines = limit.relative(to: EveryInt())
        return lineLimit(lines.upperBound == Int.max ? nil : max(0, lines.upperBound - 1))
    }
}

/// Every `Int`, as the collection `RangeExpression.relative(to:)` needs to turn any range of
/// line counts into bounds: `0..<Int.max` would trap on a bound below zero or at `Int.max`.
/// A range up to `Int.max` reads as no limit.
private struct EveryInt: Collection {
    var startIndex: Int { .min }
    var endIndex: Int { .max }
    subscript(position: Int) -> Int { position }
    func index(after index: Int) -> Int { index == .max ? .max : index + 1 }
}

extension View {
    /// Lets the text in this view take at most `limit` lines and, with `reservesSpace`, keeps
    /// room for all of them while it has fewer, as a notes field does: the text at the top and
    /// empty rows under it (at most 1,000 rows, the most any size takes).
    ///
    /// ```swift
    /// Text("Two\nlines").lineLimit(3, reservesSpace: true).border(.gray).render()
    /// ```
    /// ```text
    /// ┌─────┐
    /// │Two  │
    /// │lines│
    /// │     │
    /// └─────┘
    /// ```
    ///
    /// SwiftUI: View.lineLimit(_:reservesSpace:)
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        ModifiedView(lineLimit(limit)) { content, context in
            let node = content.makeNode(context)
            guard reservesSpace else { return node }
            let frame = FrameNode(child: node, alignment: .topLeading)
            // As many rows as the limit, up to the most rows any size takes.
            frame.minHeight = min(max(0, limit), Points.limit)
            return frame
        }
    }
}
