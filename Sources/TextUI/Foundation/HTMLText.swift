/// The text a browser shows for a piece of HTML, for ``NSAttributedString``'s document reading:
/// tags go, block ends and `<br>` end lines, list items are bulleted, white space collapses and
/// the common entities are decoded.
enum HTMLText {
    /// Tags after which a line ends.
    private static let lineEnds: Set<String> = ["br", "/p", "/div", "/li", "/h1", "/h2", "/h3", "/h4", "/h5", "/h6", "/ul", "/ol", "/tr", "p", "div", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "hr"]
    private static let entities: [(String, String)] = [("&nbsp;", " "), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&apos;", "'"), ("&amp;", "&")]

    static func text(of html: String) -> String {
        var lines: [String] = []
        var line = ""
        var pendingSpace = false
        func endLine() {
            if !line.isEmpty { lines.append(line) }
            line = ""
            pendingSpace = false
        }
        var index = html.startIndex
        while index < html.endIndex {
            let character = html[index]
            if character == "<", let close = html[index...].firstIndex(of: ">") {
                let tag = html[html.index(after: index)..<close].lowercased()
                let name = String(tag.prefix { !$0.isWhitespace && $0 != "/" || $0 == "/" && tag.first == "/" })
                if name == "li" {
                    endLine()
                    line = "• "
                } else if lineEnds.contains(name) {
                    endLine()
                }
                index = html.index(after: close)
                continue
            }
            if character.isWhitespace {
                pendingSpace = !line.isEmpty
            } else {
                if pendingSpace, !line.hasSuffix(" ") { line.append(" ") }
                pendingSpace = false
                line.append(character)
            }
            index = html.index(after: index)
        }
        endLine()
        var text = lines.map { $0.trimmingTrailingSpaces() }.joined(separator: "\n")
        for (entity, character) in entities { text = text.replacingOccurrences(of: entity, with: character) }
        return text
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
