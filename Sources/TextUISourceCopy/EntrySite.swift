/// An `@Entry` property a text copy found in an `extension EnvironmentValues` (iOS 18's
/// macro, which TextUI, having no macros, cannot expand): the copy makes it a computed
/// property reading a key the lines after the file declare, as the macro's expansion would.
///
/// ```swift
/// // extension EnvironmentValues {
/// //     @Entry var accent: Color = .orange
/// // }
/// // becomes, on the same line:
/// //            var accent: Color { get { self[__TextUIEntry1_accent.self] } set { … } }
/// // and after the file:
/// // private struct __TextUIEntry1_accent: TextUI.EnvironmentKey {
/// //     static var defaultValue: Color { .orange }
/// // }
/// ```
struct EntrySite: Equatable {
    /// The key type the copy declares.
    let key: String
    /// The property's type, as written.
    let type: String
    /// The default value's expression, as written (`nil` when an optional has none).
    let value: String
    let conditions: ConditionalStack

    /// The key type's declaration, under the `#if` clauses the property was found in.
    var declaration: [String] {
        conditions.wrapping([
            "private struct \(key): TextUI.EnvironmentKey {",
            "    static var defaultValue: \(type) {",
            "        \(value)",
            "    }",
            "}",
        ])
    }

    /// The edits that turn the `@Entry` declaration at `at` into a computed property, and the
    /// site they need declared after the file; `nil` when it is not one the copy rewrites
    /// (outside `extension EnvironmentValues`, or with no type written).
    static func rewrite(_ scan: SourceScan, at start: Int, number: Int, conditions: ConditionalStack) -> (edits: [SourceEdit], site: EntrySite)? {
        let bytes = scan.bytes
        guard enclosingExtension(scan, before: start) == "EnvironmentValues" else { return nil }
        var position = start + 6
        func skipSpace() {
            while position < bytes.count, Ascii.isWhitespace(bytes[position]) || bytes[position] == Ascii.newline { position += 1 }
        }
        func word() -> String {
            let begin = position
            while position < bytes.count, Ascii.isIdentifier(bytes[position]), scan.roles[position] == .code { position += 1 }
            return String(decoding: bytes[begin..<position], as: UTF8.self)
        }
        // Modifiers (`public`, `nonisolated`) up to `var`, then the name.
        skipSpace()
        var keyword = word()
        while !keyword.isEmpty, keyword != "var" {
            skipSpace()
            keyword = word()
        }
        guard keyword == "var" else { return nil }
        skipSpace()
        let name = word()
        skipSpace()
        guard !name.isEmpty, scan.isCode(Ascii.colon, at: position) else { return nil }
        // The type runs to `=` or, for an optional with no value, to the end of the line.
        let typeStart = position + 1
        var end = typeStart
        while end < bytes.count, bytes[end] != Ascii.newline, !(scan.isCode(UInt8(ascii: "="), at: end)) { end += 1 }
        let typeText = String(decoding: bytes[typeStart..<end], as: UTF8.self).trimmingSpaces()
        var valueText = "nil"
        var declarationEnd = end
        if scan.isCode(UInt8(ascii: "="), at: end) {
            declarationEnd = expressionEnd(scan, from: end + 1)
            valueText = String(decoding: bytes[(end + 1)..<declarationEnd], as: UTF8.self).trimmingSpaces()
        } else {
            while declarationEnd > typeStart, Ascii.isWhitespace(bytes[declarationEnd - 1]) || bytes[declarationEnd - 1] == Ascii.carriageReturn {
                declarationEnd -= 1
            }
        }
        guard !typeText.isEmpty, !valueText.isEmpty else { return nil }
        let key = "__TextUIEntry\(number)_\(name)"
        let space = end > typeStart && Ascii.isWhitespace(bytes[end - 1]) ? "" : " "
        let accessors = space + "{ get { self[\(key).self] } set { self[\(key).self] = newValue } }"
        var edits = [SourceEdit(start..<start + 6, keepingColumns: "")]
        // The accessors take the value's place on the first line; its other lines go blank, so
        // the lines after it keep their numbers.
        var lineEnd = end
        while lineEnd < declarationEnd, bytes[lineEnd] != Ascii.newline { lineEnd += 1 }
        edits.append(SourceEdit(end..<lineEnd, accessors))
        var lineStart = lineEnd + 1
        while lineStart < declarationEnd {
            var stop = lineStart
            while stop < declarationEnd, bytes[stop] != Ascii.newline { stop += 1 }
            edits.append(SourceEdit(lineStart..<stop, keepingColumns: ""))
            lineStart = stop + 1
        }
        return (edits, EntrySite(key: key, type: typeText, value: valueText, conditions: conditions))
    }

    /// Where an initializer starting at `start` ends: the end of its line, unless a bracket,
    /// parenthesis or brace is still open there.
    private static func expressionEnd(_ scan: SourceScan, from start: Int) -> Int {
        let bytes = scan.bytes
        var open = 0
        var position = start
        while position < bytes.count {
            let byte = bytes[position]
            if byte == Ascii.newline, open <= 0 { break }
            if scan.roles[position] == .code {
                switch byte {
                case Ascii.openParenthesis, Ascii.openBrace, UInt8(ascii: "["): open += 1
                case Ascii.closeParenthesis, Ascii.closeBrace, UInt8(ascii: "]"): open -= 1
                default: break
                }
            }
            if open < 0 { break }
            position += 1
        }
        // A line comment after the value is not part of it.
        var end = position
        while end > start, scan.roles[end - 1] == .comment { end -= 1 }
        while end > start, Ascii.isWhitespace(bytes[end - 1]) || bytes[end - 1] == Ascii.carriageReturn { end -= 1 }
        return end
    }

    /// The type named by the nearest `extension` before `index` (`""` when there is none).
    private static func enclosingExtension(_ scan: SourceScan, before index: Int) -> String {
        var position = index - 9
        while position >= 0, !scan.hasWord("extension", at: position) { position -= 1 }
        guard position >= 0 else { return "" }
        position += 9
        let bytes = scan.bytes
        while position < index, Ascii.isWhitespace(bytes[position]) || bytes[position] == Ascii.newline { position += 1 }
        let begin = position
        while position < index, Ascii.isIdentifier(bytes[position]) || bytes[position] == Ascii.dot { position += 1 }
        let name = String(decoding: bytes[begin..<position], as: UTF8.self)
        return name.hasPrefix("SwiftUI.") ? String(name.dropFirst(8)) : name
    }
}
