extension TextWrapping {
    /// A run of a paragraph that is placed whole if it can be: a word, a wide character with
    /// the punctuation that must stay with it, or a run of spaces.
    private struct Piece {
        var range: Range<Int>
        var width: Int
        var isSpace: Bool
    }

    private static func pieces(of paragraph: [Glyph]) -> [Piece] {
        var pieces: [Piece] = []
        for (index, glyph) in paragraph.enumerated() {
            let isSpace = glyph.isSpace
            if var last = pieces.last, last.isSpace == isSpace,
               isSpace || joins(paragraph[index - 1], glyph) {
                last.range = last.range.lowerBound..<(index + 1)
                last.width += glyph.width
                pieces[pieces.count - 1] = last
            } else {
                pieces.append(Piece(range: index..<(index + 1), width: glyph.width, isSpace: isSpace))
            }
        }
        return pieces
    }

    /// Whether no line may break between `previous` and `next` (neither being a space). A line
    /// may break after a hyphen followed by a letter ("check-|in"), as a phone breaks a long
    /// hyphenated word, but not in "-5".
    private static func joins(_ previous: Glyph, _ next: Glyph) -> Bool {
        if next.isNoLineStart || previous.isNoLineEnd { return true }
        if previous.isHyphen && next.character.isLetter { return false }
        return previous.width < 2 && next.width < 2
    }

    /// Wraps one paragraph (no newlines in it) and appends its lines; an empty paragraph is one
    /// empty line.
    static func wrapParagraph(_ paragraph: [Glyph], width: Int, into lines: inout [Line]) {
        let firstLine = lines.count
        var current = Line.empty
        var hasWord = false
        var pendingSpaces = 0

        func flush() {
            lines.append(current)
            current = .empty
            hasWord = false
            pendingSpaces = 0
        }

        func append(_ range: Range<Int>) {
            for glyph in paragraph[range] {
                current.text.append(glyph.character)
            }
        }

        for piece in pieces(of: paragraph) {
            if piece.isSpace {
                if !hasWord && lines.count == firstLine {
                    // Indentation at the start of the paragraph, kept as far as it fits.
                    current = .spaces(min(width, current.width + piece.width))
                } else {
                    pendingSpaces += piece.width
                }
                continue
            }
            if current.width + pendingSpaces + piece.width <= width {
                current.append(.spaces(pendingSpaces))
                append(piece.range)
                current.width += piece.width
                pendingSpaces = 0
                hasWord = true
                continue
            }
            if hasWord { flush() } else { current = .empty; pendingSpaces = 0 }
            if piece.width <= width {
                append(piece.range)
                current.width = piece.width
                hasWord = true
                continue
            }
            // A piece wider than the whole line: break it between characters.
            for glyph in paragraph[piece.range] {
                if current.width + glyph.width > width && hasWord { flush() }
                if glyph.width > width { continue }
                current.text.append(glyph.character)
                current.width += glyph.width
                hasWord = true
            }
        }
        if hasWord || lines.count == firstLine { lines.append(current) }
    }
}
