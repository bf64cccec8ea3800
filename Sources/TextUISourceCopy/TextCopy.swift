/// A team's SwiftUI file turned into one that compiles against TextUI, changed only where it
/// must be and line for line, so every error and test failure points at the original:
///
/// - `import SwiftUI` (and `UIKit`, `Combine`, `AppKit`, `DeveloperToolsSupport`, and the
///   `UniformTypeIdentifiers` and `PhotosUI` screens import beside it) imports TextUI,
///   and a name those modules qualify (`SwiftUI.LabelStyle`) is TextUI's;
/// - `#if` / `#elseif` conditions on the platform read as ``CopyPlatform`` says (an iPhone);
/// - each file-scope `#Preview` becomes a `TextUI.Preview` value; `@Previewable` and an
///   `@available(…)` on the `#Preview` go;
/// - `@main` goes: the app's entry point is an ordinary type in the copy;
/// - `#selector(…)` becomes a `Selector` of its text, `#keyPath(Type.property)` the key's
///   string (``KeyPathSite``), and `@objc`, `@objc(name)` and `@objcMembers` go (Linux has no
///   Objective-C runtime);
/// - `@NSManaged`, whose storage and accessors Core Data gives through that runtime, goes: a
///   property gets accessors that keep its value in the object by name, a relationship's
///   generated accessor a body (``ManagedSite``);
/// - an `@Entry` property of `EnvironmentValues` becomes a computed one with its key declared
///   after the file (``EntrySite``), as the macro would expand it;
/// - a `#sourceLocation` directive names the original file, and a few lines added after the
///   last one list the file's previews (``PreviewSite``) for the module's index.
///
/// Comments, strings and everything else stay byte for byte; a replacement shorter than what
/// it replaces is padded with spaces so the columns after it do not move.
///
/// ```swift
/// let copy = TextCopy(source: "import SwiftUI\n#Preview { Text(\"Hi\") }\n", path: "/app/Hello.swift")
/// print(copy.text)
/// ```
/// ```text
/// import TextUI ; #sourceLocation(file: "/app/Hello.swift", line: 2)
/// private let __textUIPreview1 = TextUI.Preview { Text("Hi") }
/// #sourceLocation()
/// …
/// ```
package struct TextCopy {
    /// The copy's text.
    package let text: String
    /// The previews found, in source order.
    package let previews: [PreviewSite]

    /// The copy of `source`, read from `path` (the path its errors will name).
    /// `previewsType` names the type the added lines declare to list the file's previews.
    package init(source: String, path: String, platform: CopyPlatform = CopyPlatform(), previewsType: String = "__TextUIPreviews") {
        var reader = Reader(scan: SourceScan(Array(source.utf8)), platform: platform)
        reader.read()
        var edits = reader.edits
        edits.append(contentsOf: Self.header(for: reader.scan, path: path, edits: edits))
        var bytes = SourceEdit.apply(edits, to: reader.scan.bytes)
        bytes += Array(Self.trailer(previews: reader.previews, entries: reader.entries, type: previewsType, endsWithNewline: bytes.last == Ascii.newline).utf8)
        self.text = String(decoding: bytes, as: UTF8.self)
        self.previews = reader.previews
    }

    /// The directive that names the original file. It takes the place of the first line when
    /// that line is only a comment or blank, or ends the first line when it is a plain
    /// import, so the copy's lines are numbered as the original's and a compiler's excerpt
    /// shows the right numbers; otherwise it is a line of its own before the first.
    private static func header(for scan: SourceScan, path: String, edits: [SourceEdit]) -> [SourceEdit] {
        let bytes = scan.bytes
        var end = 0
        while end < bytes.count, bytes[end] != Ascii.newline { end += 1 }
        let lineEnd = end > 0 && bytes[end - 1] == Ascii.carriageReturn ? end - 1 : end
        let quoted = "\"" + path.replacingBackslashesAndQuotes() + "\""
        let firstLine = 0..<lineEnd
        let hasMore = end < bytes.count
        let onlyCommentOrBlank = firstLine.allSatisfy { scan.roles[$0] == .comment || Ascii.isWhitespace(bytes[$0]) }
            && (!hasMore || scan.roles[end] == .code)
        if hasMore, onlyCommentOrBlank, !edits.contains(where: { $0.range.overlaps(firstLine) }) {
            return [SourceEdit(firstLine, "#sourceLocation(file: \(quoted), line: 2)")]
        }
        if hasMore, Reader.isPlainImport(scan, line: firstLine) {
            return [SourceEdit(lineEnd..<lineEnd, "; #sourceLocation(file: \(quoted), line: 2)")]
        }
        return [SourceEdit(0..<0, "#sourceLocation(file: \(quoted), line: 1)\n")]
    }

    /// The lines after the file's last: the directive that ends the original's numbering, the
    /// keys of its `@Entry` properties, and the type listing the file's previews, each under
    /// the `#if` clauses it was found in.
    private static func trailer(previews: [PreviewSite], entries: [EntrySite], type: String, endsWithNewline: Bool) -> String {
        let start = endsWithNewline ? "" : "\n"
        var lines = ["#sourceLocation()"]
        lines += entries.flatMap(\.declaration)
        guard !previews.isEmpty else { return start + lines.joined(separator: "\n") + "\n" }
        lines.append("/// The previews of this file, in source order (written by TextUICopy).")
        lines.append("enum \(type) {")
        lines.append("    static var previews: [TextUI.Preview] {")
        lines.append("        var previews: [TextUI.Preview] = []")
        for site in previews {
            lines += site.conditions.wrapping(["previews.append(\(site.expression))"]).map { "        " + $0 }
        }
        lines.append("        return previews")
        lines.append("    }")
        lines.append("}")
        return start + lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    /// The text as the inside of a Swift string literal: backslashes and quotes escaped.
    func replacingBackslashesAndQuotes() -> String {
        var result = ""
        for character in self {
            if character == "\\" || character == "\"" { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
