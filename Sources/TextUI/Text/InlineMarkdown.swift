/// The inline Markdown SwiftUI reads in a `Text`'s key (`Text("**Bold** and [Terms](https://…)")`):
/// the text a person reads is kept and the marks go — strong and emphasis (`**`, `__`, `*`, `_`),
/// strikethrough (`~~`), code (`` ` ``) and a link's label (its address is not shown). A
/// backslash escapes a mark. Interpolated values are opaque: they are shown as they are, as
/// SwiftUI reads Markdown only in the key's own text.
enum InlineMarkdown {
    /// Opens an interpolated value inside a key's string until ``closeValue``.
    static let openValue: Character = "\u{E000}"
    /// Closes an interpolated value.
    static let closeValue: Character = "\u{E001}"

    /// `text` with its inline Markdown read and the value markers taken out.
    static func plain(_ text: String) -> String {
        guard text.contains(where: { "*_~`[\\".contains($0) || $0 == openValue }) else { return text }
        return String(read(Array(text)[...]))
    }

    private static func read(_ text: ArraySlice<Character>) -> [Character] {
        var out: [Character] = []
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == openValue {
                // An interpolated value: copied as it is, up to its closing marker.
                let end = text[index...].firstIndex(of: closeValue) ?? text.endIndex
                out += text[text.index(after: index)..<end]
                index = min(text.endIndex, end + 1)
                continue
            }
            if character == "\\", index + 1 < text.endIndex, "*_~`[]()\\".contains(text[index + 1]) {
                out.append(text[index + 1])
                index += 2
                continue
            }
            if character == "`", let end = closing(["`"], in: text, after: index + 1) {
                out += text[(index + 1)..<end].filter { $0 != openValue && $0 != closeValue }
                index = end + 1
                continue
            }
            if character == "[", let link = self.link(in: text, at: index) {
                out += read(link.label)
                index = link.end
                continue
            }
            if let mark = emphasis(in: text, at: index, before: out.last),
               let end = closing(mark, in: text, after: index + mark.count) {
                out += read(text[(index + mark.count)..<end])
                index = end + mark.count
                continue
            }
            out.append(character)
            index += 1
        }
        return out
    }

    /// The emphasis mark that opens at `index` (`**`, `__`, `~~`, `*`, `_`): followed by text,
    /// and for `_` not inside a word.
    private static func emphasis(in text: ArraySlice<Character>, at index: Int, before previous: Character?) -> [Character]? {
        let character = text[index]
        guard "*_~".contains(character) else { return nil }
        let isDouble = index + 1 < text.endIndex && text[index + 1] == character
        if character == "~" && !isDouble { return nil }
        if character == "_", let previous, previous.isLetter || previous.isNumber { return nil }
        let mark = Array(repeating: character, count: isDouble ? 2 : 1)
        let first = index + mark.count
        guard first < text.endIndex, !text[first].isWhitespace else { return nil }
        return mark
    }

    /// Where `mark` closes after `start`: after text, not after a space, and for `_` not inside
    /// a word; never inside an interpolated value.
    private static func closing(_ mark: [Character], in text: ArraySlice<Character>, after start: Int) -> Int? {
        var index = start
        var inValue = false
        while index + mark.count <= text.endIndex {
            let character = text[index]
            if character == openValue { inValue = true } else if character == closeValue { inValue = false }
            if !inValue, index > start, Array(text[index..<(index + mark.count)]) == mark,
               !text[index - 1].isWhitespace || mark == ["`"] {
                let after = index + mark.count
                let isLonger = after < text.endIndex && text[after] == mark[0] && mark[0] != "`"
                let intraword = mark[0] == "_" && after < text.endIndex && (text[after].isLetter || text[after].isNumber)
                if !isLonger && !intraword { return index }
            }
            index += 1
        }
        return nil
    }

    /// A link `[label](address)` opening at `index`: its label and where it ends.
    private static func link(in text: ArraySlice<Character>, at index: Int) -> (label: ArraySlice<Character>, end: Int)? {
        guard let close = text[(index + 1)...].firstIndex(of: "]"), close + 1 < text.endIndex, text[close + 1] == "(",
              let end = text[(close + 2)...].firstIndex(of: ")"), close > index + 1 else { return nil }
        return (text[(index + 1)..<close], end + 1)
    }
}
