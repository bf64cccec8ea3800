/// One line of a text, as ``LineDiff`` compares it: a view of the text's UTF-8
/// bytes, valid only inside ``withLines(of:_:)``.
///
/// Lines are compared byte for byte, not by Unicode canonical equivalence, so
/// two snapshots that differ only in how an accented letter is encoded still
/// show a difference. The last line of a text that does not end in a newline is
/// a different line from the same characters followed by one, as in GNU diff.
/// Reading bytes in place keeps a 10,000-line diff free of per-line copies and
/// reference counting.
struct TextLine: Hashable {
    /// The line's bytes, without its newline.
    private let bytes: UnsafeBufferPointer<UInt8>
    /// False only for the last line of a text that does not end in "\n".
    let hasNewline: Bool
    /// A hash of the line, computed once so that lines are cheap to look up and
    /// unequal lines are almost always told apart without reading them.
    private let fingerprint: Int

    /// Calls `body` with the lines of `text`, split on "\n" (a "\r" before it
    /// stays in the line). The lines must not outlive the call.
    ///
    /// `"a\nb\n"` and `"a\nb"` both have two lines; the empty text has none.
    static func withLines<Result>(of text: String, _ body: ([TextLine]) -> Result) -> Result {
        var text = text
        return text.withUTF8 { bytes in
            var lines: [TextLine] = []
            var lineStart = 0
            for offset in bytes.indices where bytes[offset] == UInt8(ascii: "\n") {
                lines.append(TextLine(UnsafeBufferPointer(rebasing: bytes[lineStart..<offset]), hasNewline: true))
                lineStart = offset + 1
            }
            if lineStart < bytes.count {
                lines.append(TextLine(UnsafeBufferPointer(rebasing: bytes[lineStart...]), hasNewline: false))
            }
            return body(lines)
        }
    }

    private init(_ bytes: UnsafeBufferPointer<UInt8>, hasNewline: Bool) {
        self.bytes = bytes
        self.hasNewline = hasNewline
        var hasher = Hasher()
        hasher.combine(hasNewline)
        hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        self.fingerprint = hasher.finalize()
    }

    static func == (lhs: TextLine, rhs: TextLine) -> Bool {
        guard lhs.fingerprint == rhs.fingerprint, lhs.hasNewline == rhs.hasNewline,
              lhs.bytes.count == rhs.bytes.count else { return false }
        for index in lhs.bytes.indices where lhs.bytes[index] != rhs.bytes[index] { return false }
        return true
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(fingerprint)
    }

    /// The line as it is.
    var text: String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// The line with trailing spaces shown as "␠" and trailing tabs as "␉".
    ///
    /// `"total: 3 \t"` becomes `"total: 3␠␉"`; inner whitespace is left alone.
    var markingTrailingWhitespace: String {
        let whitespace = bytes.reversed().prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        guard !whitespace.isEmpty else { return text }
        let kept = UnsafeBufferPointer(rebasing: bytes[..<(bytes.count - whitespace.count)])
        return String(decoding: kept, as: UTF8.self)
            + whitespace.reversed().map { $0 == UInt8(ascii: " ") ? "\u{2420}" : "\u{2409}" }.joined()
    }
}
