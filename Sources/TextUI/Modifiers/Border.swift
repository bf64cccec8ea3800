extension View {
    /// Draws a box around this view with box-drawing characters (`+`, `-`, `|` in ASCII).
    /// The box takes one column each side and one row above and below; narrower than three
    /// columns, the view is drawn without it.
    ///
    /// ```swift
    /// Text("注意").border()
    /// ```
    /// ```text
    /// ┌────┐
    /// │注意│
    /// └────┘
    /// ```
    ///
    /// TextUI only: a box around a view, with nothing to name; SwiftUI's border takes a colour and a
    /// width, as ``border(_:width:)`` here does.
    public func border() -> ModifiedView<Self> {
        ModifiedView(self) { content, context in
            BorderNode(child: content.makeNode(context), glyphs: context.style.squareBox)
        }
    }
}

/// A child in a one-character box.
final class BorderNode: LayoutNode {
    let child: any LayoutNode
    let glyphs: BoxGlyphs

    init(child: any LayoutNode, glyphs: BoxGlyphs) {
        self.child = child
        self.glyphs = glyphs
    }

    var fillsWidth: Bool { child.fillsWidth }
    var fillsHeight: Bool { child.fillsHeight }

    func measure(proposedWidth: Int) -> Int {
        guard proposedWidth >= 3 else { return child.measure(proposedWidth: proposedWidth) }
        return child.measure(proposedWidth: proposedWidth - 2) + 2
    }

    func draw(width: Int) -> [Line] {
        guard width >= 3 else { return child.draw(width: width) }
        return box(child.draw(width: width - 2))
    }

    func draw(width: Int, height: Int) -> [Line] {
        // Fewer than three rows cut the box through what it surrounds (a ring behind a symbol
        // in a small frame, a capsule's outline around a one-row tag): what it surrounds is
        // what a reader needs, drawn alone, and a box around nothing keeps its edges.
        if height < 3 {
            let alone = child.draw(width: width, height: height)
            if alone.contains(where: { !$0.text.allSatisfy(\.isWhitespace) }) { return alone }
        }
        guard width >= 3, height >= 2, child.fillsHeight else { return draw(width: width).fitted(toHeight: height) }
        // A child that takes the room offered (a clear shape, which draws blank rows) is boxed
        // at that room, as a border in SwiftUI surrounds the view's frame, not its ink.
        return box(child.draw(width: width - 2, height: height - 2), inner: child.fillsWidth ? width - 2 : 0)
    }

    private func box(_ lines: [Line], inner atLeast: Int = 0) -> [Line] {
        let inner = Swift.max(lines.blockWidth, atLeast)
        let side = Line(String(glyphs.vertical), width: 1)
        var result = [glyphs.rule(glyphs.topLeft, glyphs.horizontal, glyphs.topRight, inner: inner)]
        for line in lines {
            result.append(side + line.padded(to: inner) + side)
        }
        result.append(glyphs.rule(glyphs.bottomLeft, glyphs.horizontal, glyphs.bottomRight, inner: inner))
        return result
    }
}
