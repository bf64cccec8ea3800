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

    /// `text` on one line, for titles and field values: newlines become spaces, tabs are
    /// expanded and other controls shown (``safeForOutput(_:keepsLineBreaks:)``), as `Text` does.
    static func singleLine(_ text: String) -> Line {
        var line = Line.empty
        for (index, paragraph) in TextWrapping.paragraphs(of: text).enumerated() {
            if index > 0 { line.append(.spaces(1)) }
            for glyph in paragraph {
                line.text.append(glyph.character)
                line.width += glyph.width
            }
        }
        return line
    }

    static func spaces(_ count: Int) -> Line {
        Line(String(repeating: " ", count: max(0, count)), width: max(0, count))
    }

    /// `glyph` repeated to fill `width` columns (fewer when a wide glyph does not fit exactly).
    static func repeating(_ glyph: Character, width: Int) -> Line {
        let glyphWidth = max(1, DisplayWidth.of(glyph))
        let count = max(0, width) / glyphWidth
        return Line(String(repeating: glyph, count: count), width: count * glyphWidth)
    }

    static func + (lhs: Line, rhs: Line) -> Line {
        var result = lhs
        result.append(rhs)
        return result
    }

    mutating func append(_ other: Line) {
        text.append(other.text)
        width += other.width
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

    /// This line padded with spaces on the right to `width` columns.
    func padded(to width: Int) -> Line {
        aligned(.leading, in: width)
    }

    /// This line followed by `ellipsis`, cut first as far as needed to keep the whole within
    /// `width` columns: the mark for text that goes on beyond what is shown.
    func endingInEllipsis(_ ellipsis: String, within width: Int) -> Line {
        let mark = Line(ellipsis)
        if self.width + mark.width <= width { return self + mark }
        guard mark.width <= width else { return truncated(to: width) }
        return truncated(to: width - mark.width) + mark
    }

    /// This line cut to at most `width` columns; when it had to be cut and `ellipsis` is given,
    /// the ellipsis ends the line in place of the last characters that fit.
    func truncated(to width: Int, ellipsis: String? = nil) -> Line {
        let width = max(0, width)
        guard self.width > width else { return self }
        let mark = ellipsis.map { Line($0) } ?? .empty
        let room = mark.width <= width ? width - mark.width : width
        var result = Line.empty
        for character in text {
            let characterWidth = DisplayWidth.of(character)
            if result.width + characterWidth > room { break }
            result.text.append(character)
            result.width += characterWidth
        }
        return mark.width <= width ? result + mark : result
    }
}
