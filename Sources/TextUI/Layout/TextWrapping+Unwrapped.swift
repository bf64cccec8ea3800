extension TextWrapping {
    /// Text whose paragraphs can be drawn as they are written, each on one line, whenever the
    /// width allows: the fast path for the common text that needs no wrapping. It gives exactly
    /// the lines ``wrap(_:width:lineLimit:ellipsis:)-(String,_,_,_)`` gives at such widths,
    /// without splitting the text into glyphs.
    ///
    /// Text with a tab or a control character, or a paragraph that starts with a combining mark,
    /// takes the glyph path instead (``unwrapped(_:)`` is `nil`): those are rewritten on the way.
    struct UnwrappedParagraphs {
        /// Each paragraph on one line, without the spaces at its end.
        private(set) var lines: [Line] = []
        /// The number of spaces of each paragraph made only of spaces, by paragraph index:
        /// wrapping keeps such a paragraph's spaces as far as they fit.
        private(set) var blankParagraphs: [(index: Int, spaces: Int)] = []
        /// The widest line: at this width or more, nothing wraps.
        private(set) var width = 0

        /// The lines at `width` columns, or `nil` when the text must wrap (or be cut to
        /// `lineLimit` lines) there.
        func lines(width: Int, lineLimit: Int?) -> [Line]? {
            guard width > 0, width >= self.width else { return nil }
            if let lineLimit, lines.count > lineLimit { return nil }
            guard !blankParagraphs.isEmpty else { return lines }
            // Wrapping draws at no more than the widest paragraph's width (at least 1), and a
            // blank paragraph keeps as many of its spaces as fit there.
            let room = min(width, max(1, self.width))
            var result = lines
            for blank in blankParagraphs {
                result[blank.index] = .spaces(min(room, blank.spaces))
            }
            return result
        }

        mutating func append(_ line: Line, blankSpaces: Int?) {
            if let blankSpaces, blankSpaces > 0 {
                blankParagraphs.append((lines.count, blankSpaces))
            }
            lines.append(line)
            width = max(width, line.width)
        }
    }

    /// `text` split at its newlines and measured, or `nil` when it holds something the glyph
    /// path rewrites (a tab, a control character, a paragraph starting with a combining mark).
    ///
    /// A paragraph that is printable ASCII is measured by counting its bytes; any other is
    /// measured grapheme cluster by cluster, as ``DisplayWidth`` measures text.
    static func unwrapped(_ text: String) -> UnwrappedParagraphs? {
        var paragraphs = UnwrappedParagraphs()
        let utf8 = text.utf8
        // "\r\n" is one character that a byte-wise split would cut in two; leave it to the glyph path.
        if utf8.contains(0x0D) { return nil }
        var start = utf8.startIndex
        while true {
            let end = utf8[start...].firstIndex(of: 0x0A) ?? utf8.endIndex
            guard appendParagraph(text[start..<end], to: &paragraphs) else { return nil }
            guard end < utf8.endIndex else { return paragraphs }
            start = utf8.index(after: end)
        }
    }

    /// Measures one paragraph (no "\n" in it) and appends it; `false` when it needs the glyph path.
    private static func appendParagraph(_ paragraph: Substring, to paragraphs: inout UnwrappedParagraphs) -> Bool {
        var width = 0
        var trailingSpaces = 0
        var isPrintableASCII = true
        for byte in paragraph.utf8 {
            guard byte >= 0x20, byte < 0x7F else {
                isPrintableASCII = false
                break
            }
            width += 1
            trailingSpaces = byte == 0x20 ? trailingSpaces + 1 : 0
        }
        if isPrintableASCII {
            let kept = width - trailingSpaces
            let keptEnd = paragraph.utf8.index(paragraph.startIndex, offsetBy: kept)
            paragraphs.append(
                Line(String(paragraph[..<keptEnd]), width: kept),
                blankSpaces: kept == 0 ? trailingSpaces : nil
            )
            return true
        }
        return appendMeasuredParagraph(paragraph, to: &paragraphs)
    }

    /// The cluster-by-cluster path of ``appendParagraph(_:to:)``, for text beyond ASCII.
    private static func appendMeasuredParagraph(_ paragraph: Substring, to paragraphs: inout UnwrappedParagraphs) -> Bool {
        var width = 0
        var keptWidth = 0
        var keptEnd = paragraph.startIndex
        var spaces = 0
        var index = paragraph.startIndex
        while index < paragraph.endIndex {
            let character = paragraph[index]
            let next = paragraph.index(after: index)
            let first = character.unicodeScalars.first?.value ?? 0
            // Controls, tabs and other newlines are rewritten by the glyph path, and so is a
            // paragraph that starts with a mark (it gets a space to sit on).
            guard isPlain(first), index > paragraph.startIndex || !needsBase(character) else { return false }
            if first == 0x20, character.utf8.count == 1 {
                spaces += 1
                width += 1
            } else {
                width += DisplayWidth.of(character)
                keptWidth = width
                keptEnd = next
            }
            index = next
        }
        let isBlank = keptEnd == paragraph.startIndex
        paragraphs.append(
            Line(String(paragraph[..<keptEnd]), width: keptWidth),
            blankSpaces: isBlank ? spaces : nil
        )
        return true
    }
}
