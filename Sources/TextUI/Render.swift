extension View {
    /// Draws this view as text `width` columns wide.
    ///
    /// Lines end in `\n` only between lines (no final newline), carry no trailing spaces, and
    /// are never wider than `width` display columns. The same view and width give the same
    /// text on every machine.
    ///
    /// ```swift
    /// Text("Hello, world").render(width: 5)
    /// ```
    /// ```text
    /// Hello
    /// ,
    /// world
    /// ```
    public func render(width: Int = 40, style: RenderStyle = .unicode) -> String {
        let context = RenderContext(style: style)
        let lines = makeNode(context).draw(width: max(0, width))
        return lines.map { trimmingTrailingSpaces($0.text) }.joined(separator: "\n")
    }
}

private func trimmingTrailingSpaces(_ text: String) -> String {
    var end = text.endIndex
    while end > text.startIndex, text[text.index(before: end)] == " " {
        end = text.index(before: end)
    }
    return String(text[..<end])
}
