import PreviewCatalog
import TextUI

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

    /// A JSON string literal of `text` made safe by the one output rule
    /// (``TextUI/safeForOutput(_:keepsLineBreaks:)``: `␛` for ESC, `\u{202E}` for a bidi
    /// override), then `"`, `\` and line breaks escaped, everything else as UTF-8.
    ///
    /// ```swift
    /// JSONText.quoted("a\"b\n\u{1B}")   // "\"a\\\"b\\n␛\""
    /// ```
    package static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in safeForOutput(text).unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            // The rule left no other control; these two end a line in JavaScript.
            case "\n": result += "\\n"
            case "\u{2028}": result += "\\u2028"
            case "\u{2029}": result += "\\u2029"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
