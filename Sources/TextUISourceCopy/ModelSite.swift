/// What the copy changes for SwiftData's macros, in a file that imports SwiftData (whose import
/// becomes TextUISwiftData's):
///
/// - a class marked `@Model` adopts `TextUISwiftData.PersistentModel`, as SwiftData's macro
///   makes it (the macro itself is TextUISwiftData's and makes the class observable):
///   `@Model final class Trip {` → `@Model final class Trip : TextUISwiftData.PersistentModel {`;
/// - a `@Query` property of an array type names its types, as SwiftData's macro reads them from
///   the declaration: `@Query private var models: [Model]` → `@Query<Model, [Model]> private var
///   models: [Model]` (a property wrapper cannot infer them inside a generic view);
/// - `@Attribute(…)`, `@Relationship(…)` and `@Transient`, which say how a store on disk keeps a
///   property, are blanked line by line, so the lines after them keep their numbers.
enum ModelSite {
    /// The module the copy imports for `import SwiftData`.
    static let module = "TextUISwiftData"
    /// The conformance a `@Model` class adopts in the copy.
    static let conformance = "TextUISwiftData.PersistentModel"

    /// The edit that makes the class an `@Model` at `at` marks adopt ``conformance``: inserted
    /// before the `where` or `{` that ends its declaration, after a `,` when the class already
    /// lists what it inherits. `nil` when no class follows the attribute.
    static func conformanceEdit(_ scan: SourceScan, at start: Int) -> SourceEdit? {
        let bytes = scan.bytes
        var position = start + 6
        // The modifiers and attributes between the mark and `class`: `final`, `public`, `@available(…)`.
        let limit = min(bytes.count, start + 600)
        while position < limit, !scan.hasWord("class", at: position) {
            if scan.isCode(Ascii.openBrace, at: position) || scan.hasWord("struct", at: position) || scan.hasWord("enum", at: position) { return nil }
            position += 1
        }
        guard position < limit else { return nil }
        position += 5
        var angle = 0
        var inherits = false
        while position < bytes.count {
            if scan.roles[position] == .code {
                switch bytes[position] {
                case Ascii.less: angle += 1
                case Ascii.greater: angle = max(0, angle - 1)
                case Ascii.colon where angle == 0: inherits = true
                case Ascii.openBrace:
                    return insertion(at: position, inherits: inherits)
                default:
                    if angle == 0, scan.hasWord("where", at: position) { return insertion(at: position, inherits: inherits) }
                }
            }
            position += 1
        }
        return nil
    }

    private static func insertion(at position: Int, inherits: Bool) -> SourceEdit {
        SourceEdit(position..<position, (inherits ? ", " : ": ") + conformance + " ")
    }

    /// The edit that writes the element and result types after the `@Query` at `start`, read
    /// from the property's declared type when it is an array (`[Trip]`); `nil` otherwise (the
    /// attribute already names them, or the type is not an array).
    static func queryTypesEdit(_ scan: SourceScan, at start: Int) -> SourceEdit? {
        let bytes = scan.bytes
        let afterName = start + 6
        guard !scan.isCode(Ascii.less, at: afterName) else { return nil }
        var position = scan.isCode(Ascii.openParenthesis, at: afterName) ? scan.end(ofParenthesesAt: afterName) : afterName
        // The declaration: modifiers, `var`, the name, `:`, then the type.
        let limit = min(bytes.count, position + 300)
        while position < limit, !scan.hasWord("var", at: position) {
            if scan.isCode(Ascii.openBrace, at: position) || scan.isCode(Ascii.at, at: position) { return nil }
            position += 1
        }
        while position < limit, !scan.isCode(Ascii.colon, at: position) {
            if scan.isCode(Ascii.equals, at: position) || scan.isCode(Ascii.openBrace, at: position) { return nil }
            position += 1
        }
        position += 1
        while position < limit, Ascii.isWhitespace(bytes[position]) { position += 1 }
        guard scan.isCode(Ascii.openBracket, at: position) else { return nil }
        let open = position
        var depth = 0
        repeat {
            if scan.isCode(Ascii.openBracket, at: position) { depth += 1 }
            if scan.isCode(Ascii.closeBracket, at: position) { depth -= 1 }
            if bytes[position] == Ascii.newline { return nil }
            position += 1
        } while depth > 0 && position < limit
        guard depth == 0 else { return nil }
        let element = String(decoding: bytes[open + 1..<position - 1], as: UTF8.self).trimmingSpaces()
        // A dictionary (`[String: Trip]`) is no query's result.
        guard !element.isEmpty, !element.contains(":") else { return nil }
        return SourceEdit(afterName..<afterName, "<\(element), [\(element)]>")
    }

    /// The edits that blank a storage mark (`@Attribute(.unique)`, a `@Relationship(…)` over
    /// several lines, `@Transient`) starting at `start`; `[]` when none starts there.
    static func storageMarkEdits(_ scan: SourceScan, at start: Int) -> [SourceEdit] {
        guard let mark = ["@Attribute", "@Relationship", "@Transient"].first(where: { scan.hasWord($0, at: start) }) else { return [] }
        let name = start + mark.utf8.count
        let end = scan.isCode(Ascii.openParenthesis, at: name) ? scan.end(ofParenthesesAt: name) : name
        return SourceEdit.blanking(start..<end, of: scan.bytes)
    }
}
