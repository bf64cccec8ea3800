/// Breaks text into lines no wider than a given display width.
///
/// - Words (runs of non-space characters) wrap at spaces; a word alone wider than the line is
///   broken between characters.
/// - Wide characters (Japanese, Chinese, Korean) may break between any two of them, except that
///   closing punctuation such as `、` `。` `）` is kept off the start of a line when it can be.
/// - A newline in the text always starts a new line; a tab becomes spaces to the next multiple
///   of four columns; spaces at the end of a wrapped line are dropped.
enum TextWrapping {
    /// Characters that should not begin a line (a short kinsoku list).
    static let noLineStart: Set<Character> = ["、", "。", "，", "．", "）", "」", "』", "】", "〕", "！", "？", "ー", "っ", "ゃ", "ゅ", "ょ", "ッ", "ャ", "ュ", "ョ", "…", ",", ".", ")", "!", "?", ":", ";"]

    static func wrap(_ text: String, width: Int) -> [Line] {
        guard width > 0 else { return [] }
        var lines: [Line] = []
        for paragraph in paragraphs(of: text) {
            lines.append(contentsOf: wrapParagraph(paragraph, width: width))
        }
        return lines
    }

    /// Splits on newlines (including "\r\n") and expands tabs.
    private static func paragraphs(of text: String) -> [[Character]] {
        var result: [[Character]] = [[]]
        var column = 0
        for character in text {
            if character.isNewline {
                result.append([])
                column = 0
            } else if character == "\t" {
                let spaces = 4 - column % 4
                result[result.count - 1].append(contentsOf: repeatElement(" ", count: spaces))
                column += spaces
            } else {
                result[result.count - 1].append(character)
                column += DisplayWidth.of(character)
            }
        }
        return result
    }

    /// A piece of a paragraph that is placed whole if it can be.
    private struct Piece {
        var characters: [Character]
        var width: Int
        var isSpace: Bool
    }

    private static func pieces(of paragraph: [Character]) -> [Piece] {
        var pieces: [Piece] = []
        for character in paragraph {
            let width = DisplayWidth.of(character)
            let isSpace = character == " "
            let isWide = width == 2
            if var last = pieces.last,
               last.isSpace == isSpace,
               isSpace || (!isWide && !(last.characters.last.map { DisplayWidth.of($0) == 2 } ?? false))
                || (noLineStart.contains(character) && !last.isSpace) {
                last.characters.append(character)
                last.width += width
                pieces[pieces.count - 1] = last
            } else {
                pieces.append(Piece(characters: [character], width: width, isSpace: isSpace))
            }
        }
        return pieces
    }

    private static func wrapParagraph(_ paragraph: [Character], width: Int) -> [Line] {
        var lines: [Line] = []
        var current = Line.empty
        var pendingSpace = Line.empty

        func flush() {
            lines.append(current)
            current = .empty
            pendingSpace = .empty
        }

        for piece in pieces(of: paragraph) {
            if piece.isSpace {
                if current.width == 0 && lines.isEmpty {
                    current = Line(String(piece.characters), width: piece.width)
                } else {
                    pendingSpace = pendingSpace + Line(String(piece.characters), width: piece.width)
                }
                continue
            }
            if current.width + pendingSpace.width + piece.width <= width {
                current = current + pendingSpace + Line(String(piece.characters), width: piece.width)
                pendingSpace = .empty
                continue
            }
            if current.width > 0 || pendingSpace.width > 0 { flush() }
            if piece.width <= width {
                current = Line(String(piece.characters), width: piece.width)
                continue
            }
            // A piece wider than the whole line: break it between characters.
            for character in piece.characters {
                let characterWidth = DisplayWidth.of(character)
                if current.width + characterWidth > width && current.width > 0 { flush() }
                if characterWidth > width { continue }  // a wide character in a 1-column line cannot be drawn
                current = current + Line(String(character), width: characterWidth)
            }
        }
        if current.width > 0 || lines.isEmpty { lines.append(current) }
        if current.width > width { lines[lines.count - 1] = .empty }
        return lines
    }
}
