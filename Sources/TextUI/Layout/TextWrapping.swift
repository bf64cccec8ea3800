/// Breaks text into lines no wider than a given display width.
///
/// - Words (runs of non-space characters) wrap at spaces; a word alone wider than the line is
///   broken between characters.
/// - Wide characters (Japanese, Chinese, Korean) may break between any two of them, except that
///   closing punctuation such as `、` `。` `）` is kept off the start of a line, and opening
///   brackets such as `「` off the end of one, when that can be done.
/// - A newline in the text always starts a new line; a tab becomes spaces to the next multiple
///   of four columns; other control characters are dropped; spaces at the end of a wrapped
///   line are dropped.
/// - Text that begins with a combining mark or joiner gets a space to sit on, so it can never
///   fuse with whatever is drawn left of it.
/// - A wide character in a one-column line cannot be drawn and is left out.
enum TextWrapping {
    /// Characters that should not begin a line (a short kinsoku list).
    static let noLineStart: Set<Character> = [
        "、", "。", "，", "．", "）", "」", "』", "】", "〕", "〉", "》", "！", "？", "ー", "ぁ", "ぃ", "ぅ", "ぇ", "ぉ",
        "っ", "ゃ", "ゅ", "ょ", "ァ", "ィ", "ゥ", "ェ", "ォ", "ッ", "ャ", "ュ", "ョ", "・", "：", "；", "…",
        ",", ".", ")", "]", "}", "!", "?", ":", ";",
    ]

    /// Characters that should not end a line.
    static let noLineEnd: Set<Character> = ["「", "『", "（", "【", "〔", "〈", "《", "(", "[", "{"]

    /// `text` in lines of at most `width` columns. With a `lineLimit`, the lines past the limit
    /// are left out and the last line kept ends in `ellipsis`.
    static func wrap(_ text: String, width: Int, lineLimit: Int? = nil, ellipsis: String = "…") -> [Line] {
        guard width > 0 else { return [] }
        let limit = lineLimit.map { max(1, $0) }
        var lines: [Line] = []
        for paragraph in paragraphs(of: text) {
            wrapParagraph(paragraph, width: width, into: &lines)
            if let limit, lines.count > limit { break }
        }
        if let limit, lines.count > limit {
            lines.removeLast(lines.count - limit)
            lines[limit - 1] = lines[limit - 1].endingInEllipsis(ellipsis, within: width)
        }
        return lines
    }

    /// One character with its display width, measured once.
    struct Glyph {
        let character: Character
        let width: Int
    }

    /// Splits on newlines (including "\r\n"), expands tabs, drops control characters.
    static func paragraphs(of text: String) -> [[Glyph]] {
        var result: [[Glyph]] = [[]]
        var column = 0
        for character in text {
            if character.isNewline {
                result.append([])
                column = 0
            } else if character == "\t" {
                let spaces = 4 - column % 4
                result[result.count - 1].append(contentsOf: repeatElement(Glyph(character: " ", width: 1), count: spaces))
                column += spaces
            } else if !isControl(character) {
                if result[result.count - 1].isEmpty && needsBase(character) {
                    result[result.count - 1].append(Glyph(character: " ", width: 1))
                    column += 1
                }
                let width = DisplayWidth.of(character)
                result[result.count - 1].append(Glyph(character: character, width: width))
                column += width
            }
        }
        return result
    }

    private static func isControl(_ character: Character) -> Bool {
        character.unicodeScalars.first?.properties.generalCategory == .control
    }

    /// Whether `character` starts with a scalar that attaches to the character before it.
    private static func needsBase(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: break
        }
        let value = scalar.value
        return value == 0x200D || scalar.properties.isEmojiModifier
            || (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value)
    }
}
