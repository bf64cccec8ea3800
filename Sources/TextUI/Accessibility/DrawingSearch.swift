/// Whether a text shows in a drawing, word by word: each word of the text is in the drawing,
/// or is broken across rows (a long word, Japanese, a hyphenated one) in pieces that each end a
/// row's run of text and start the next, or is cut short by the ellipsis — after which the rest
/// of the text is taken as cut too. Words are compared as bytes, so a search costs little more
/// than reading the drawing once per word.
struct DrawingSearch {
    let drawing: UnsafeBufferPointer<UInt8>
    let ellipsis: [UInt8]

    /// Whether `text` shows in the drawing (see ``DrawingSearch``).
    func shows(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { shows(bytes: $0) }
    }

    private func shows(bytes text: UnsafeBufferPointer<UInt8>) -> Bool {
        var earlier: [Range<Int>] = []
        var start = 0
        while start < text.count {
            guard !Self.separates(text[start]) else { start += 1; continue }
            var end = start
            while end < text.count, !Self.separates(text[end]) { end += 1 }
            let word = UnsafeBufferPointer(rebasing: text[start..<end])
            if firstMatch(of: word) == nil {
                switch pieces(of: word) {
                case .shown: break
                case .cutShort: return true
                case .missing:
                    // A word lost after one that ends in the ellipsis, whole or in part, was cut short.
                    return (earlier + [start..<end]).reversed().contains { endsInEllipsis(UnsafeBufferPointer(rebasing: text[$0])) }
                }
            }
            earlier.append(start..<end)
            start = end
        }
        return true
    }

    private enum Pieces {
        case shown, cutShort, missing
    }

    /// Finds `word` as pieces at the ends and starts of runs of text, longest piece first; when
    /// the rest of the word is not found after the longest, a shorter first piece is tried (a
    /// key wrapped at another hyphen on a neighbouring row must not hide the real break).
    private func pieces(of word: UnsafeBufferPointer<UInt8>, from start: Int = 0, isFirst: Bool = true) -> Pieces {
        guard start < word.count else { return .shown }
        var lengths: Set<Int> = []
        for position in drawing.indices where drawing[position] == word[start] {
            if !isFirst && !startsRun(at: position) { continue }
            var length = 0
            while start + length < word.count, position + length < drawing.count, drawing[position + length] == word[start + length] {
                length += 1
            }
            while length > 0, start + length < word.count, Self.continues(word[start + length]) { length -= 1 }
            guard length > 0 else { continue }
            if start + length == word.count { return .shown }
            if hasEllipsis(at: position + length) { return .cutShort }
            if endsRun(at: position + length) { lengths.insert(length) }
        }
        if lengths.isEmpty {
            // A character drawn as something else (a control or format character) is passed over.
            let length = Self.characterLength(word[start])
            guard !Self.isLetterOrDigit(UnsafeBufferPointer(rebasing: word[start..<min(word.count, start + length)])) else {
                return .missing
            }
            return pieces(of: word, from: start + length, isFirst: isFirst)
        }
        var found = Pieces.missing
        for length in lengths.sorted(by: >) {
            switch pieces(of: word, from: start + length, isFirst: false) {
            case .shown: return .shown
            case .cutShort: found = .cutShort
            case .missing: continue
            }
        }
        return found
    }

    /// Whether the drawing has `word`, or the start of it, at the start of a run and followed
    /// by the ellipsis.
    private func endsInEllipsis(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let mark = ellipsis.first else { return false }
        for end in drawing.indices where drawing[end] == mark && hasEllipsis(at: end) {
            var length = min(word.count, end)
            while length > 0 {
                let start = end - length
                if (length == word.count || !Self.continues(word[length])) && startsRun(at: start)
                    && matches(UnsafeBufferPointer(rebasing: word[0..<length]), at: start) {
                    return true
                }
                length -= 1
            }
        }
        return false
    }

    /// The first place `word` starts in the drawing (followed by `suffix`, when given).
    private func firstMatch(of word: UnsafeBufferPointer<UInt8>, followedBy suffix: [UInt8] = []) -> Int? {
        guard let first = word.first, word.count + suffix.count <= drawing.count else { return nil }
        let last = drawing.count - word.count - suffix.count
        var position = 0
        while position <= last {
            if drawing[position] == first, matches(word, at: position), matches(suffix, at: position + word.count) {
                return position
            }
            position += 1
        }
        return nil
    }

    private func matches<Bytes: Collection>(_ bytes: Bytes, at position: Int) -> Bool where Bytes.Element == UInt8 {
        guard position + bytes.count <= drawing.count else { return false }
        var index = position
        for byte in bytes {
            if drawing[index] != byte { return false }
            index += 1
        }
        return true
    }

    private func hasEllipsis(at position: Int) -> Bool {
        !ellipsis.isEmpty && matches(ellipsis, at: position)
    }

    /// Whether a run of text may start at `position`: at a row's start, after a space or after
    /// a box's side.
    private func startsRun(at position: Int) -> Bool {
        guard position > 0 else { return true }
        let before = drawing[position - 1]
        if before == 0x0A || before == 0x20 || before == 0x7C { return true }
        return position >= 3 && Self.isBoxSide(drawing[position - 3], drawing[position - 2], before)
    }

    /// Whether a run of text may end at `position`: at a row's end, before a space or a box's side.
    private func endsRun(at position: Int) -> Bool {
        guard position < drawing.count else { return true }
        let next = drawing[position]
        if next == 0x0A || next == 0x20 || next == 0x7C { return true }
        return position + 2 < drawing.count && Self.isBoxSide(next, drawing[position + 1], drawing[position + 2])
    }

    /// `│`, `┃` or `║` in UTF-8.
    private static func isBoxSide(_ first: UInt8, _ second: UInt8, _ third: UInt8) -> Bool {
        first == 0xE2 && ((second == 0x94 && (third == 0x82 || third == 0x83)) || (second == 0x95 && third == 0x91))
    }

    /// Spaces, line breaks and control characters, which split a text into words.
    private static func separates(_ byte: UInt8) -> Bool {
        byte <= 0x20 || byte == 0x7F
    }

    /// A UTF-8 continuation byte: the middle of a character.
    private static func continues(_ byte: UInt8) -> Bool {
        byte & 0xC0 == 0x80
    }

    private static func characterLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }

    private static func isLetterOrDigit(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let scalar = String(decoding: bytes, as: UTF8.self).unicodeScalars.first else { return false }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
}
