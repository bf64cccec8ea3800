/// Text made safe for XML and HTML: markup characters become entities, and characters that
/// XML 1.0 forbids (control characters other than tab, line feed and carriage return) become
/// U+FFFD, so any screen name or rendered text gives a well-formed document.
///
/// ```swift
/// XMLText.escaped("a < b & \"c\"")   // "a &lt; b &amp; &quot;c&quot;"
/// ```
package enum XMLText {
    package static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\r": result += "&#13;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
