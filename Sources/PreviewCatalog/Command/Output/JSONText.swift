/// Screen states as JSON, written by hand so the keys keep their order and the bytes are the
/// same on every machine.
///
/// ```swift
/// JSONText.document(rendered)
/// ```
/// ```text
/// [
///   {"screen": "Login", "state": "idle", "width": 40, "text": "ログイン\n━━━━"},
///   {"screen": "Login", "state": "wrong password", "width": 40, "text": "…"}
/// ]
/// ```
/// One object per line, keys in the order `screen`, `state`, `width`, `text`; `[]` when empty.
package enum JSONText {
    package static func document(_ states: [Catalog.RenderedState]) -> String {
        guard !states.isEmpty else { return "[]" }
        let objects = states.map { state in
            "  {\"screen\": \(quoted(state.screen)), \"state\": \(quoted(state.state)), \"width\": \(state.width), \"text\": \(quoted(state.text))}"
        }
        return "[\n" + objects.joined(separator: ",\n") + "\n]"
    }

    /// A JSON string literal: `"`, `\` and control characters escaped, everything else as UTF-8.
    ///
    /// ```swift
    /// JSONText.quoted("a\"b\n\u{1}")   // "\"a\\\"b\\n\\u0001\""
    /// ```
    package static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case "\u{2028}": result += "\\u2028"
            case "\u{2029}": result += "\\u2029"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
