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
        guard isVisible, width > 0, height > 0 else { return blank }
        // A shape you write, or a part of any: its own path, in dots.
        if outline.isPartial || outline.corners == .unknown {
            return outline.tracer?.lines(width: width, height: height, stroked: outline.isStroked, style: style) ?? blank
        }
        // A row is two columns high: a room more than a column off that shape is not a circle's;
        // in one row a circle is one dot, never a bar (a checkbox's 26-point ring is `○`).
        if outline.isCircle, abs(width - 2 * height) > 1 || height == 1 {
            return circle(width: width, height: height)
        }
        if height == 1 {
            return [mark(width: width)]
        }
        if width == 1 {
            let unicode = style == .unicode
            let glyph = unicode ? (outline.isStroked ? "│" : "┃") : "|"
            return Array(repeating: Line(glyph, width: 1), count: height)
        }
        guard outline.isStroked else { return filled(width: width, height: height) }
        guard width >= 2, let glyphs = outline.box(style) else { return blank }
        let inner = width - 2
        var rows = [glyphs.rule(glyphs.topLeft, glyphs.horizontal, glyphs.topRight, inner: inner)]
        let side = Line(String(glyphs.vertical), width: 1)
        for _ in 0..<(height - 2) {
            rows.append(side + .spaces(inner) + side)
        }
        rows.append(glyphs.rule(glyphs.bottomLeft, glyphs.horizontal, glyphs.bottomRight, inner: inner))
        return rows
    }

    /// A circle in a room of another shape: the largest that fits (a row is two columns
    /// high), centred across and down, as SwiftUI fits a circle in its frame. Three circles
    /// side by side in one row draw `      ●`, not a bar each.
    private func circle(width: Int, height: Int) -> [Line] {
        let rows = max(1, min(height, width / 2))
        let columns = rows == 1 ? 1 : min(width, 2 * rows)
        let left = (width - columns) / 2, top = (height - rows) / 2
        let drawn = (rows == 1 ? [mark(width: columns)] : draw(width: columns, height: rows)).map { Line.spaces(left) + $0 }
        return Array(repeating: Line.empty, count: top) + drawn + Array(repeating: Line.empty, count: height - top - rows)
    }

    /// A filled shape two or more columns wide and rows high: solid cells, a round shape's
    /// corners taken off with half cells (`▄██▄` over `▀██▀`).
    private func filled(width: Int, height: Int) -> [Line] {
        let unicode = style == .unicode
        let solid = Line.repeating(unicode ? "█" : "#", width: width)
        guard outline.corners == .round else { return Array(repeating: solid, count: height) }
        let inner = String(repeating: unicode ? "█" : "#", count: width - 2)
        let top = unicode ? "▄" : ".", bottom = unicode ? "▀" : "'"
        return [Line(top + inner + top, width: width)] + Array(repeating: solid, count: height - 2) + [Line(bottom + inner + bottom, width: width)]
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

extension ShapeNode {
    /// Whether `node` is only the outline of a shape filled with nothing (`Rectangle().fill(.clear)
    /// .border(…)`, under frames and wrappers): what is under it shows through its inside.
    static func isClearOutline(_ node: any LayoutNode) -> Bool {
        switch node {
        case let border as BorderNode: (border.child as? ShapeNode).map { !$0.isVisible } ?? isClearOutline(border.child)
        case let frame as FrameNode: isClearOutline(frame.child)
        case let inset as InsetNode: isClearOutline(inset.child)
        case let wrapper as AccessibilityNode: isClearOutline(wrapper.content)
        case let wrapper as any PassThroughNode: isClearOutline(wrapper.child)
        default: false
        }
    }

    /// Whether `node` is a filled shape, bare or in frames and padding: the paint of whatever
    /// is drawn over it, which a person reads through.
    static func isFill(_ node: any LayoutNode) -> Bool {
        switch node {
        case let shape as ShapeNode: !shape.outline.isStroked
        case let frame as FrameNode: isFill(frame.child)
        case let inset as InsetNode: isFill(inset.child)
        case let wrapper as AccessibilityNode: isFill(wrapper.content)
        default: false
        }
    }
}
