import Foundation

/// `#keyPath(Type.property)` asks the Objective-C runtime, which Linux lacks, for a property's
/// key (the compiler refuses it there): the copy writes the key as the string it stands for,
/// `#keyPath(BlogEntry.content)` → `"content"` and `#keyPath(Event.track.name)` →
/// `"track.name"` (a leading capitalised name is the type's, left out; `#keyPath(title)` inside
/// the type is `"title"`), padded to the same width so the line's columns stay.
enum KeyPathSite {
    /// The edit for the `#keyPath(…)` at `start`; `nil` when no `(` follows or the path does not
    /// close on its line.
    static func edit(_ scan: SourceScan, at start: Int) -> SourceEdit? {
        let bytes = scan.bytes
        let open = start + 8
        guard scan.isCode(Ascii.openParenthesis, at: open) else { return nil }
        var close = open + 1
        while close < bytes.count, bytes[close] != Ascii.newline, !scan.isCode(Ascii.closeParenthesis, at: close) {
            close += 1
        }
        guard scan.isCode(Ascii.closeParenthesis, at: close) else { return nil }
        let path = String(decoding: bytes[(open + 1)..<close], as: UTF8.self)
        var names = path.split(separator: ".").map { $0.trimmingCharacters(in: .whitespaces) }
        if names.count > 1, let first = names.first?.first, first.isUppercase { names.removeFirst() }
        return SourceEdit(start..<close + 1, keepingColumns: "\"" + names.joined(separator: ".") + "\"")
    }
}
