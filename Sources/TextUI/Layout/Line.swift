/// One rendered row of text with its display width, so layout never measures a row twice.
struct Line: Equatable {
    var text: String
    var width: Int

    init(_ text: String, width: Int) {
        self.text = text
        self.width = width
    }

    init(_ text: String) {
        self.init(text, width: DisplayWidth.of(text))
    }

    static let empty = Line("", width: 0)

    static func spaces(_ count: Int) -> Line {
        Line(String(repeating: " ", count: max(0, count)), width: max(0, count))
    }

    static func repeating(_ glyph: Character, width: Int) -> Line {
        let glyphWidth = max(1, DisplayWidth.of(glyph))
        let count = max(0, width) / glyphWidth
        return Line(String(repeating: glyph, count: count), width: count * glyphWidth)
    }

    static func + (lhs: Line, rhs: Line) -> Line {
        Line(lhs.text + rhs.text, width: lhs.width + rhs.width)
    }

    /// This line placed in a row of `width` columns, padded on the side(s) `alignment` says.
    func aligned(_ alignment: HorizontalAlignment, in width: Int) -> Line {
        let free = max(0, width - self.width)
        switch alignment {
        case .leading: return self + .spaces(free)
        case .center: return .spaces(free / 2) + self + .spaces(free - free / 2)
        case .trailing: return .spaces(free) + self
        }
    }
}
