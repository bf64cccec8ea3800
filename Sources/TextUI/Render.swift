extension View {
    /// Draws this view as text `width` columns wide.
    ///
    /// Lines end in `\n` only between lines (no final newline), carry no trailing spaces, and
    /// are never wider than `width` display columns. The same view and width give the same
    /// text on every machine. With a `height`, the output has exactly that many lines: views
    /// that can grow (a `Spacer` in a `VStack`, a tab view's content) take the extra rows, and
    /// content that does not fit is cut at the bottom.
    ///
    /// Sizes are clamped where they enter (`RenderLimits`): a width past 1,000 columns draws at
    /// 1,000 and a height past 10,000 rows draws 10,000; a width or height below 1 draws
    /// nothing. `preview` refuses sizes outside 1 to 1,000 columns and 0 to 10,000 rows; here
    /// any `Int` is safe to pass.
    ///
    /// ```swift
    /// Text("Hello, world").render(width: 5)
    /// ```
    /// ```text
    /// Hello
    /// ,
    /// world
    /// ```
    ///
    /// TextUI only: drawing a view as text is what TextUI is for; SwiftUI draws to the screen.
    public func render(width: Int = 40, height: Int? = nil, style: RenderStyle = .unicode) -> String {
        let node = makeNode(RenderContext(style: style))
        let text = Self.text(of: node, width: width, height: height)
        if let recorder = LostTextRecorder.current, width >= recorder.minimumWidth {
            recorder.record(lostTexts(of: node, drawing: text, width: width, height: height, style: style), width: width, drawing: text)
        }
        return text
    }

    /// ``render(width:height:style:)`` in Unicode and ``accessibilityElements()`` from one
    /// layout of the view instead of two, with the readable texts the drawing lost (see
    /// ``LostText``): what `preview check` needs of each state. Given a height, texts are
    /// looked for in the whole drawing, since rows past the height are scrolled out of sight.
    package func renderAndDescribe(width: Int = 40, height: Int? = nil)
        -> (text: String, accessibility: [AccessibilityElement], lostTexts: [LostText]) {
        let node = makeNode(RenderContext(style: .unicode))
        // Read before drawing: a text node lets go of its glyphs once drawn.
        let accessibility = AccessibilityTree.elements(of: node)
        let text = Self.text(of: node, width: width, height: height)
        return (text, accessibility, lostTexts(of: node, drawing: text, width: width, height: height, style: .unicode))
    }

    /// The readable texts `drawing` (of `node`) lost; given a height, they are looked for in a
    /// drawing of the whole, since rows past the height are scrolled out of sight.
    private func lostTexts(of node: any LayoutNode, drawing: String, width: Int, height: Int?, style: RenderStyle) -> [LostText] {
        guard height != nil else { return SilentLoss.lostTexts(of: node, drawing: drawing, style: style) }
        let whole = makeNode(RenderContext(style: style))
        return SilentLoss.lostTexts(of: whole, drawing: Self.text(of: whole, width: width, height: nil), style: style)
    }

    private static func text(of node: any LayoutNode, width: Int, height: Int?) -> String {
        let width = RenderLimits.drawnColumns(width)
        // With no height, a GeometryReader reads what a phone would propose to it, not 0
        // (see GeometryReader).
        if height == nil { node.offerPhoneHeight(GeometryReaderNode.phoneContentHeight) }
        let lines = height.map { node.draw(width: width, height: RenderLimits.drawnRows($0)) } ?? node.draw(width: width)
        var output = ""
        output.reserveCapacity(lines.reduce(lines.count) { $0 + $1.text.utf8.count })
        for (index, line) in lines.enumerated() {
            if index > 0 { output.append("\n") }
            output.append(line.trimmingTrailingSpaces().text)
        }
        return output
    }
}
