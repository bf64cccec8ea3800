extension View {
    /// Lets the text in this view take as many lines as it needs within `limit`, as a vertical
    /// `TextField` grows: `.lineLimit(2...4)`. Text draws at most the range's upper bound (none
    /// for `2...`), ending in "…" when it needs more; it does not reserve the lower bound's
    /// empty lines.
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
        let lines = limit.relative(to: 0..<Int.max)
        return lineLimit(lines.upperBound == Int.max ? nil : max(0, lines.upperBound - 1))
    }
}

extension View {
    /// Lets the text in this view take at most `limit` lines and, with `reservesSpace`, keeps
    /// room for all of them while it has fewer, as a notes field does: the text at the top and
    /// empty rows under it.
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
            frame.minHeight = max(0, limit)
            return frame
        }
    }
}
