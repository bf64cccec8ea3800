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

        mutating func reserveCapacity(_ lineCount: Int) {
            lines.reserveCapacity(lineCount)
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
    /// One pass over the UTF-8 bytes finds the paragraphs; one that is printable ASCII is
    /// measured by counting its bytes, any other grapheme cluster by grapheme cluster, as
    /// ``DisplayWidth`` measures text.
    static func unwrapped(_ text: String) -> UnwrappedParagraphs? {
        let measured = text.utf8.withContiguousStorageIfAvailable { bytes -> UnwrappedParagraphs? in
            var paragraphs = UnwrappedParagraphs()
            paragraphs.reserveCapacity(bytes.count / 32 + 1)
            var start = 0
            while start <= bytes.count {
                // The paragraph runs to the next "\n"; any byte outside printable ASCII (a
                // control such as "\r" or "\t", or UTF-8 beyond ASCII) sends it the slow way.
                var end = start
                var isPrintableASCII = true
                while end < bytes.count, bytes[end] != 0x0A {
                    isPrintableASCII = isPrintableASCII && bytes[end] &- 0x20 < 0x5F
                    end += 1
                }
                if isPrintableASCII {
                    var kept = end
                    while kept > start, bytes[kept - 1] == 0x20 { kept -= 1 }
                    let line = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<kept]), as: UTF8.self)
                    paragraphs.append(Line(line, width: kept - start), blankSpaces: kept == start ? end - start : nil)
                } else {
                    let utf8 = text.utf8
                    let lower = utf8.index(utf8.startIndex, offsetBy: start)
                    let upper = utf8.index(utf8.startIndex, offsetBy: end)
                    guard appendMeasuredParagraph(text[lower..<upper], to: &paragraphs) else { return nil }
                }
                start = end + 1
            }
            return paragraphs
        }
        return measured ?? nil
    }

    /// Measures one paragraph (no "\n" in it) that is not all printable ASCII, cluster by
    /// cluster, and appends it; `false` when it needs the glyph path.
    private static func appendMeasuredParagraph(_ paragraph: Substring, to paragraphs: inout UnwrappedParagraphs) -> Bool {
        if let appended = appendLoneScalarParagraph(paragraph, to: &paragraphs) { return appended }
        var width = 0
        var keptWidth = 0
        var keptByteCount = 0
        var byteCount = 0
        var spaces = 0
        var isFirst = true
        for character in paragraph {
            let utf8 = character.utf8
            let lead = utf8.first ?? 0
            byteCount += utf8.count
            if lead == 0x20 && utf8.count == 1 {
                spaces += 1
                width += 1
            } else {
                // Controls, tabs and other newlines are rewritten by the glyph path, and so is a
                // paragraph that starts with a mark (it gets a space to sit on).
                let first = lead < 0x80 ? UInt32(lead) : character.unicodeScalars.first?.value ?? 0
                guard isPlain(first), !(isFirst && needsBase(character)) else { return false }
                width += DisplayWidth.of(character)
                keptWidth = width
                keptByteCount = byteCount
            }
            isFirst = false
        }
        appendKept(paragraph, byteCount: keptByteCount, width: keptWidth, spaces: spaces, to: &paragraphs)
        return true
    }

    /// ``appendMeasuredParagraph(_:to:)`` for a paragraph whose every scalar is a grapheme
    /// cluster of its own whatever stands beside it (``DisplayWidth/isLoneCluster(_:)``: Latin, common
    /// punctuation and symbols, kana, CJK ideographs, Hangul syllables, full-width forms), as
    /// most Japanese and European text is: measured scalar by scalar, without finding cluster
    /// boundaries. `nil` when some scalar may join its neighbour; that paragraph goes cluster
    /// by cluster.
    private static func appendLoneScalarParagraph(_ paragraph: Substring, to paragraphs: inout UnwrappedParagraphs) -> Bool? {
        var width = 0
        var keptWidth = 0
        var keptByteCount = 0
        var byteCount = 0
        var spaces = 0
        for scalar in paragraph.unicodeScalars {
            let value = scalar.value
            guard DisplayWidth.isLoneCluster(value) else { return nil }
            byteCount += UTF8.width(scalar)
            if value == 0x20 {
                spaces += 1
                width += 1
            } else {
                guard isPlain(value) else { return false }
                width += DisplayWidth.ofScalar(scalar)
                keptWidth = width
                keptByteCount = byteCount
            }
        }
        appendKept(paragraph, byteCount: keptByteCount, width: keptWidth, spaces: spaces, to: &paragraphs)
        return true
    }

    /// Appends `paragraph` up to its trailing spaces (the first `byteCount` bytes, `width`
    /// columns); a paragraph of spaces alone keeps how many it had.
    private static func appendKept(
        _ paragraph: Substring, byteCount: Int, width: Int, spaces: Int, to paragraphs: inout UnwrappedParagraphs
    ) {
        let keptEnd = paragraph.utf8.index(paragraph.startIndex, offsetBy: byteCount)
        paragraphs.append(Line(String(paragraph[..<keptEnd]), width: width), blankSpaces: byteCount == 0 ? spaces : nil)
    }
}
