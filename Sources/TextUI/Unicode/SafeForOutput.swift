/// `text` made safe to print on a terminal or write to a file, by the one rule every output of
/// ViewStateKit follows (TextUI's drawings and accessibility transcripts, and everything
/// `preview` prints or writes): no character that can steer a terminal or reorder what a reader
/// sees comes out raw.
///
/// - A C0 control (U+0000–U+001F) or DEL becomes its control picture: `␛` for ESC, `␇` for
///   BEL, `␀` for NUL, `␉` for a tab, `␍` for a carriage return, `␡` for DEL. A line feed is
///   kept when `keepsLineBreaks` (text of several lines: a drawing, a snapshot file, a diff)
///   and becomes `␊` otherwise (one line: a name, a header, a transcript line).
/// - A C1 control (U+0080–U+009F) and a bidi embedding, override or pop (U+202A–U+202E) are
///   written as Swift writes them in a string literal: `\u{9B}`, `\u{202E}`.
/// - A bidi isolate (U+2066–U+2069), which localized text puts around an inserted value and
///   which only steers direction, is dropped.
///
/// Everything else — Japanese, emoji and their ZWJ sequences, combining marks, the joiners —
/// is kept as it is, and text with nothing to rewrite (nearly all of it) is returned untouched
/// after one scan of its UTF-8 bytes.
///
/// ```swift
/// safeForOutput("\u{1B}]0;pwned\u{7}red")              // "␛]0;pwned␇red"
/// safeForOutput("a\u{202E}b")                          // "a\u{202E}b", as 10 characters
/// safeForOutput("\u{2068}3\u{2069} 件")                 // "3 件"
/// safeForOutput("hello\nworld", keepsLineBreaks: false) // "hello␊world"
/// safeForOutput("ログイン 👨‍👩‍👧")                       // unchanged
/// ```
package func safeForOutput(_ text: String, keepsLineBreaks: Bool = true) -> String {
    let isSafe = text.utf8.withContiguousStorageIfAvailable { OutputSafety.isSafe($0, keepsLineBreaks: keepsLineBreaks) }
        ?? Array(text.utf8).withUnsafeBufferPointer { OutputSafety.isSafe($0, keepsLineBreaks: keepsLineBreaks) }
    guard !isSafe else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
        OutputSafety.append(scalar, keepsLineBreaks: keepsLineBreaks, to: &result)
    }
    return String(result)
}

/// The pieces of ``safeForOutput(_:keepsLineBreaks:)``, for callers that look at one
/// character at a time (TextUI's text layout).
package enum OutputSafety {
    /// Whether `scalar` is one the rule rewrites (a line feed only in one-line text): a C0 or
    /// C1 control, DEL, or a bidi embedding, override, pop or isolate. Snapshot file names
    /// escape the same scalars (``TextSnapshots/SnapshotPath``).
    package static func isControlOrBidi(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// Appends what the rule writes for `scalar`: itself, its visible form, or nothing.
    package static func append(_ scalar: Unicode.Scalar, keepsLineBreaks: Bool, to result: inout String.UnicodeScalarView) {
        let value = scalar.value
        switch value {
        case 0x0A where keepsLineBreaks:
            result.append(scalar)
        case 0x00...0x1F:
            result.append(Unicode.Scalar(0x2400 + value)!)
        case 0x7F:
            result.append("\u{2421}")
        case 0x80...0x9F, 0x202A...0x202E:
            let digits = String(value, radix: 16, uppercase: true)
            let padded = String(repeating: "0", count: (value <= 0xFF ? 2 : 4) - digits.count) + digits
            result.append(contentsOf: "\\u{\(padded)}".unicodeScalars)
        case 0x2066...0x2069:
            break
        default:
            result.append(scalar)
        }
    }

    /// Whether the UTF-8 `bytes` hold nothing the rule rewrites: eight bytes at a time, each
    /// word flagging the bytes that may start a rewritten scalar (a control, DEL, or the lead
    /// bytes 0xC2 and 0xE2 of C1 and bidi controls), and only those looked at one by one.
    static func isSafe(_ bytes: UnsafeBufferPointer<UInt8>, keepsLineBreaks: Bool) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var start = 0
        while start + 8 <= bytes.count {
            var suspects = suspectBytes(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: start, as: UInt64.self)))
            while suspects != 0 {
                guard isSafeByte(at: start + suspects.trailingZeroBitCount / 8, in: bytes, keepsLineBreaks: keepsLineBreaks) else { return false }
                suspects &= suspects &- 1
            }
            start += 8
        }
        for index in start..<bytes.count where !isSafeByte(at: index, in: bytes, keepsLineBreaks: keepsLineBreaks) {
            return false
        }
        return true
    }

    /// The high bit of each byte of `word` that is below 0x20 (line feeds included), 0x7F,
    /// 0xC2 or 0xE2; no carry crosses from one byte into the next.
    @inline(__always)
    private static func suspectBytes(_ word: UInt64) -> UInt64 {
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F, high: UInt64 = 0x8080_8080_8080_8080
        // For a byte b below 0x80, ((b + 1) & 0x7F) + 0x5F stays below 0x80 exactly when b is
        // below 0x20 or is 0x7F.
        let controls = ~((((word & low7) &+ 0x0101_0101_0101_0101) & low7) &+ 0x5F5F_5F5F_5F5F_5F5F) & ~word & high
        // b & 0xDF is 0xC2 exactly for 0xC2 and 0xE2.
        let leads = (word & 0xDFDF_DFDF_DFDF_DFDF) ^ 0xC2C2_C2C2_C2C2_C2C2
        let isLead = ~(((leads & low7) &+ low7) | leads | low7)
        return controls | isLead
    }

    /// Whether the byte at `index` starts nothing the rule rewrites.
    @inline(__always)
    private static func isSafeByte(at index: Int, in bytes: UnsafeBufferPointer<UInt8>, keepsLineBreaks: Bool) -> Bool {
        let byte = bytes[index]
        if byte < 0x20 { return byte == 0x0A && keepsLineBreaks }
        if byte == 0x7F { return false }
        // U+0080–U+009F: C2 80 … C2 9F.
        if byte == 0xC2 { return !(index + 1 < bytes.count && bytes[index + 1] < 0xA0) }
        // U+202A–U+202E: E2 80 AA … AE; U+2066–U+2069: E2 81 A6 … A9.
        if byte == 0xE2, index + 2 < bytes.count {
            let second = bytes[index + 1], third = bytes[index + 2]
            if second == 0x80, (0xAA...0xAE).contains(third) { return false }
            if second == 0x81, (0xA6...0xA9).contains(third) { return false }
        }
        return true
    }
}
