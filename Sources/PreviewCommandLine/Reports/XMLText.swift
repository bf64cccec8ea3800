import PreviewCatalog
import TextUI

/// Text made safe for XML and HTML: first by the one output rule
/// (``TextUI/safeForOutput(_:keepsLineBreaks:)``: `␛` for ESC, `\u{9B}` for a C1 control,
/// `\u{202E}` for a bidi override), then markup characters become entities and the two
/// non-characters XML 1.0 forbids become U+FFFD, so any screen name or rendered text gives a
/// well-formed document.
///
/// ```swift
/// XMLText.escaped("a < b & \"c\"")   // "a &lt; b &amp; &quot;c&quot;"
/// XMLText.escaped("\u{1B}[2J")        // "␛[2J"
/// ```
package enum XMLText {
    package static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in safeForOutput(text).unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\u{FFFE}", "\u{FFFF}": result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
