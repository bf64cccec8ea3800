/// Breaks text into lines no wider than a given display width.
///
/// - Words (runs of non-space characters) wrap at spaces, and after a hyphen followed by a
///   letter; a word alone wider than the line is broken between characters.
/// - Wide characters (Japanese, Chinese, Korean) may break between any two of them, except that
///   closing punctuation such as `、` `。` `）`, small kana such as `ゃ` `っ` `ッ` and the
///   long-vowel mark `ー` are kept off the start of a line, and opening brackets such as `「`
///   off the end of one, when that can be done (kinsoku).
/// - A newline in the text always starts a new line; a tab becomes spaces to the next multiple
///   of four columns; other control characters and bidi controls are shown or dropped by the
///   one output rule (``safeForOutput(_:keepsLineBreaks:)``: `␛`, `\u{202E}`); spaces at the
///   end of a wrapped line are dropped.
/// - Text that begins with a combining mark or joiner gets a space to sit on, so it can never
///   fuse with whatever is drawn left of it.
/// - A wide character in a one-column line cannot be drawn and is left out.
enum TextWrapping {
    /// Characters that should not begin a line (a short kinsoku list).
    static let noLineStart: Set<Unicode.Scalar> = Set(
        "、。，．）」』】〕〉》］｝〙〗’”〟！？ー〜ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ々・：；…,.)]}!?:;"
            .unicodeScalars
    )

    /// Characters that should not end a line.
    static let noLineEnd: Set<Unicode.Scalar> = Set("「『（【〔〈《［｛〘〖‘“〝([{".unicodeScalars)

    /// `text` in lines of at most `width` columns. With a `lineLimit`, the lines past the limit
    /// are left out and the last line kept ends in `ellipsis`.
    static func wrap(_ text: String, width: Int, lineLimit: Int? = nil, ellipsis: String = "…") -> [Line] {
        wrap(paragraphs(of: text), width: width, lineLimit: lineLimit, ellipsis: ellipsis)
    }

    /// Paragraphs already split by ``paragraphs(of:)`` in lines of at most `width` columns.
    static func wrap(_ paragraphs: [[Glyph]], width: Int, lineLimit: Int?, ellipsis: String) -> [Line] {
        guard width > 0 else { return [] }
        let limit = lineLimit.map { max(1, $0) }
        var lines: [Line] = []
        for paragraph in paragraphs {
            wrapParagraph(paragraph, width: width, into: &lines)
            if let limit, lines.count > limit { break }
        }
        if let limit, lines.count > limit {
            lines.removeLast(lines.count - limit)
            lines[limit - 1] = lines[limit - 1].endingInEllipsis(ellipsis, within: width)
        }
        return lines
    }

    /// The width of the widest paragraph drawn on one line (without the spaces at its end):
    /// at this width or more, no paragraph wraps.
    static func unwrappedWidth(of paragraphs: [[Glyph]]) -> Int {
        var widest = 0
        for paragraph in paragraphs {
            var width = paragraph.reduce(0) { $0 + $1.width }
            for glyph in paragraph.reversed() {
                guard glyph.isSpace else { break }
                width -= 1
            }
            widest = max(widest, width)
        }
        return widest
    }

    /// One character with what wrapping needs to know about it, worked out once.
    struct Glyph {
        let character: Character
        let width: Int
        let isSpace: Bool
        /// Kept off the start of a line (closing punctuation).
        let isNoLineStart: Bool
        /// Kept off the end of a line (opening brackets).
        let isNoLineEnd: Bool
        /// A hyphen, after which a word may break.
        var isHyphen: Bool { character == "-" || character == "\u{2010}" }

        static let space = Glyph(" ")

        /// `character` (a mark or joiner that attaches to what precedes it) on a space of its
        /// own, measured as the one cluster the two make.
        init(onASpace character: Character) {
            var merged = " "
            merged.unicodeScalars.append(contentsOf: character.unicodeScalars)
            self.init(merged.count == 1 ? merged[merged.startIndex] : character)
        }

        init(_ character: Character) {
            self.character = character
            self.width = DisplayWidth.of(character)
            let scalars = character.unicodeScalars
            let single = scalars.count == 1 ? scalars.first : nil
            self.isSpace = single == " "
            // Letters and digits are on neither list; skip the set lookups for them.
            let isAlphanumeric = single.map { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) } ?? true
            self.isNoLineStart = !isAlphanumeric && single.map { TextWrapping.noLineStart.contains($0) } ?? false
            self.isNoLineEnd = !isAlphanumeric && single.map { TextWrapping.noLineEnd.contains($0) } ?? false
        }
    }

    /// Splits on newlines (including "\r\n"), expands tabs, shows other controls (see above).
    static func paragraphs(of text: String) -> [[Glyph]] {
        var result: [[Glyph]] = []
        var paragraph: [Glyph] = []
        var column = 0
        for character in text {
            let first = character.unicodeScalars.first?.value ?? 0
            if isPlain(first) {
                let glyph = paragraph.isEmpty && needsBase(character) ? Glyph(onASpace: character) : Glyph(character)
                paragraph.append(glyph)
                column += glyph.width
            } else if character.isNewline {
                result.append(paragraph)
                paragraph = []
                column = 0
            } else if first == 0x09 {
                let spaces = 4 - column % 4
                paragraph.append(contentsOf: repeatElement(Glyph.space, count: spaces))
                column += spaces
            } else {
                // Any other control, or a bidi control: shown or dropped by the one output
                // rule (``safeForOutput(_:keepsLineBreaks:)``), as the transcript shows it.
                for visible in safeForOutput(String(character), keepsLineBreaks: false) {
                    let glyph = Glyph(visible)
                    paragraph.append(glyph)
                    column += glyph.width
                }
            }
        }
        result.append(paragraph)
        return result
    }

    /// Whether a character starting with scalar `value` is neither a control character, a
    /// line or paragraph separator, nor a bidi control.
    static func isPlain(_ value: UInt32) -> Bool {
        value >= 0x20 && !(0x7F...0x9F).contains(value) && value != 0x2028 && value != 0x2029
            && !(0x202A...0x202E).contains(value) && !(0x2066...0x2069).contains(value)
    }

    /// Whether `character` starts with a scalar that attaches to the character before it.
    static func needsBase(_ character: Character) -> Bool {
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
