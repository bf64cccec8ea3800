/// Input echoed in a message (an argument, a name, a path), escaped so the message stays one
/// line and nothing typed can steer the terminal: the one helper every message uses.
///
/// Escapes are written the way Swift's `debugDescription` writes them — `\n`, `\t`, `\r`,
/// `\0`, `\"`, `\\`, and `\u{…}` with 2, 4 or 8 hex digits — and cover more than it does:
/// every control character (C0, DEL, C1), every format character (the bidi controls
/// U+202A–U+202E and U+2066–U+2069, zero-width spaces, tags) but the joiners U+200C and
/// U+200D that emoji sequences and Indic names need, the line and paragraph
/// separators, private-use and unassigned code points, U+FFFD (what invalid UTF-8 in an
/// argument becomes), and a mark at the very start (it would fuse with the quote before it).
///
/// ```swift
/// EchoedText.quoted("Login")           // "\"Login\""
/// EchoedText.quoted("Lo\ngin")         // "\"Lo\\ngin\""        prints "Lo\ngin"
/// EchoedText.quoted("a\u{202E}b")      // prints "a\u{202E}b"
/// EchoedText.quoted("x\u{7}y")         // prints "x\u{07}y"
/// EchoedText.escaped("注文/一覧")        // "注文/一覧"
/// ```
///
/// A value longer than ``longestQuote`` characters is cut, so one line stays readable however
/// much was typed: its first 200 characters (a path's last 200, where the file name is), a
/// `…`, and its length.
///
/// ```text
/// error: unknown screen "xxxxxxxx…xxx…" (100000 characters). Run 'preview list' to see every screen.
/// ```
package enum EchoedText {
    /// The most characters of a value a message quotes.
    package static let longestQuote = 200

    /// `text` escaped and in double quotes; past ``longestQuote`` characters, its start.
    package static func quoted(_ text: String) -> String {
        guard let end = text.index(text.startIndex, offsetBy: longestQuote, limitedBy: text.endIndex), end != text.endIndex else {
            return "\"" + escaped(text) + "\""
        }
        return "\"" + escaped(String(text[..<end])) + "…\" (\(text.count) characters)"
    }

    /// A path escaped and in double quotes; past ``longestQuote`` characters, its end.
    package static func quotedPath(_ path: String) -> String {
        guard let start = path.index(path.endIndex, offsetBy: -longestQuote, limitedBy: path.startIndex), start != path.startIndex else {
            return "\"" + escaped(path) + "\""
        }
        return "\"…" + escaped(String(path[start...])) + "\" (\(path.count) characters)"
    }

    /// `text` escaped, without quotes (for a name inside a longer quoted command).
    package static func escaped(_ text: String) -> String {
        var result = ""
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            switch scalar {
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case "\0": result += "\\0"
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default:
                if needsEscape(scalar, atStart: offset == 0) {
                    result += "\\u{" + hex(scalar.value) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    private static func needsEscape(_ scalar: Unicode.Scalar, atStart: Bool) -> Bool {
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0xFFFD { return true }
        if scalar.isASCII || scalar == "\u{200C}" || scalar == "\u{200D}" { return false }
        switch scalar.properties.generalCategory {
        case .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned, .surrogate, .control:
            return true
        case .nonspacingMark, .spacingMark, .enclosingMark:
            return atStart
        default:
            return false
        }
    }

    /// Upper-case hex padded to 2, 4 or 8 digits, as Swift's own escapes are.
    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        let width = value <= 0xFF ? 2 : value <= 0xFFFF ? 4 : 8
        return String(repeating: "0", count: width - digits.count) + digits
    }
}
