/// A shape drawn in cells (see ``Shape`` for what each draws). Like SwiftUI's shapes it takes
/// the room offered in both directions; with no height it takes no rows.
final class ShapeNode: LayoutNode {
    let outline: ShapeOutline
    let isVisible: Bool
    let style: RenderStyle

    init(outline: ShapeOutline, isVisible: Bool, style: RenderStyle) {
        self.outline = outline
        self.isVisible = isVisible
        self.style = style
    }

    var fillsWidth: Bool { true }
    var fillsHeight: Bool { true }

    /// The box this shape draws around content as a background or overlay, if any.
    var surroundingBox: BoxGlyphs? { isVisible ? outline.box(style) : nil }

    func measure(proposedWidth: Int) -> Int { 0 }

    func draw(width: Int) -> [Line] { [] }

    func draw(width: Int, height: Int) -> [Line] {
        let blank = Array(repeating: Line.empty, count: max(0, height))
        guard isVisible, !outline.isPartial, width > 0, height > 0, outline.corners != .unknown else { return blank }
        if height == 1 {
            return [mark(width: width)]
        }
        if width == 1 {
            let unicode = style == .unicode
            let glyph = unicode ? (outline.isStroked ? "│" : "┃") : "|"
            return Array(repeating: Line(glyph, width: 1), count: height)
        }
        guard outline.isStroked, width >= 2, let glyphs = outline.box(style) else { return blank }
        let inner = width - 2
        var rows = [glyphs.rule(glyphs.topLeft, glyphs.horizontal, glyphs.topRight, inner: inner)]
        let side = Line(String(glyphs.vertical), width: 1)
        for _ in 0..<(height - 2) {
            rows.append(side + .spaces(inner) + side)
        }
        rows.append(glyphs.rule(glyphs.bottomLeft, glyphs.horizontal, glyphs.bottomRight, inner: inner))
        return rows
    }

    /// The one-row mark: a dot or square up to two columns, a bar beyond.
    private func mark(width: Int) -> Line {
        let unicode = style == .unicode
        if width > 2 {
            return .repeating(outline.isStroked ? style.horizontalRule : style.heavyRule, width: width)
        }
        let glyph: Character
        switch (outline.corners == .round, outline.isStroked) {
        case (true, false): glyph = unicode ? "●" : "*"
        case (true, true): glyph = unicode ? "○" : "o"
        case (false, false): glyph = unicode ? "■" : "#"
        case (false, true): glyph = unicode ? "□" : "+"
        }
        return Line(String(glyph), width: 1)
    }
}
