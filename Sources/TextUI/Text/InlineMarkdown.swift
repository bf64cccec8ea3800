/// The inline Markdown SwiftUI reads in a `Text`'s key (`Text("**Bold** and [Terms](https://…)")`):
/// the text a person reads is kept and the marks go — strong and emphasis (`**`, `__`, `*`, `_`),
/// strikethrough (`~~`), code (`` ` ``) and a link's label (its address is not shown). A
/// backslash escapes a mark. Interpolated values are opaque: they are shown as they are, as
/// SwiftUI reads Markdown only in the key's own text.
///
/// Reading takes time in proportion to the key's length, whatever it holds: where each mark
/// can close is worked out once (``InlineMarkdown/Closers``), and nested marks are read with
/// a stack of their own rather than by recursion (a key of 4,000 `*` took seconds and would
/// go as deep as it is long).
enum InlineMarkdown {
    /// Opens an interpolated value inside a key's string until ``closeValue``.
    static let openValue: Character = "\u{E000}"
    /// Closes an interpolated value.
    static let closeValue: Character = "\u{E001}"

    /// `text` with its inline Markdown read and the value markers taken out.
    static func plain(_ text: String) -> String {
        guard text.contains(where: { "*_~`[\\".contains($0) || $0 == openValue }) else { return text }
        return String(read(Array(text)))
    }

    /// A range being read inside another (an emphasis's or a link's text): where the outer
    /// range ends, where the output of the outer range began, and where to go on once the
    /// inner range is read.
    private struct Enclosing {
        let end: Int
        let outputStart: Int
        let resume: Int
    }

    private static func read(_ text: [Character]) -> [Character] {
        let closers = Closers(text)
        var out: [Character] = []
        var enclosing: [Enclosing] = []
        var (index, end, outputStart) = (0, text.count, 0)
        /// Reads `start..<innerEnd` next, then goes on at `resume`.
        func enter(_ start: Int, _ innerEnd: Int, resume: Int) {
            enclosing.append(Enclosing(end: end, outputStart: outputStart, resume: resume))
            (index, end, outputStart) = (start, innerEnd, out.count)
        }
        while true {
            if index >= end {
                guard let outer = enclosing.popLast() else { break }
                (index, end, outputStart) = (outer.resume, outer.end, outer.outputStart)
                continue
            }
            let character = text[index]
            if character == openValue {
                // An interpolated value: copied as it is, up to its closing marker.
                let valueEnd = text[index..<end].firstIndex(of: closeValue) ?? end
                out += text[(index + 1)..<valueEnd]
                index = min(end, valueEnd + 1)
                continue
            }
            if character == "\\", index + 1 < end, "*_~`[]()\\".contains(text[index + 1]) {
                out.append(text[index + 1])
                index += 2
                continue
            }
            if character == "`", let close = closers.closing(["`"], after: index + 1, end: end) {
                out += text[(index + 1)..<close].filter { $0 != openValue && $0 != closeValue }
                index = close + 1
                continue
            }
            if character == "[", let link = closers.link(at: index, end: end) {
                enter(index + 1, link.labelEnd, resume: link.end)
                continue
            }
            let previous = out.count > outputStart ? out.last : nil
            if let mark = emphasis(in: text, at: index, end: end, before: previous),
               let close = closers.closing(mark, after: index + mark.count, end: end) {
                enter(index + mark.count, close, resume: close + mark.count)
                continue
            }
            out.append(character)
            index += 1
        }
        return out
    }

    /// The emphasis mark that opens at `index` (`**`, `__`, `~~`, `*`, `_`): followed by text
    /// before `end`, and for `_` not inside a word.
    private static func emphasis(in text: [Character], at index: Int, end: Int, before previous: Character?) -> [Character]? {
        let character = text[index]
        guard "*_~".contains(character) else { return nil }
        let isDouble = index + 1 < end && text[index + 1] == character
        if character == "~" && !isDouble { return nil }
        if character == "_", let previous, previous.isLetter || previous.isNumber { return nil }
        let mark = Array(repeating: character, count: isDouble ? 2 : 1)
        let first = index + mark.count
        guard first < end, !text[first].isWhitespace else { return nil }
        return mark
    }
}
