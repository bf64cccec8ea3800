import Foundation
import Testing

/// The example app's files are the app's, unchanged: each view file imports SwiftUI (never
/// TextUI), shows itself in `#Preview`s and calls nothing SwiftUI lacks, so an Xcode app target
/// compiles the same file against SwiftUI while the TextUICopy plugin compiles its text copy
/// for `preview` and these tests.
struct ZeroChangeTests {
    @Test func everyViewFileImportsSwiftUIAsTheAppDoes() throws {
        let files = try AppSourceFiles.viewFiles()
        #expect(files.count >= 20, "expected the example app's view files, found \(files.count)")
        for file in files {
            let imports = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix("import ") }
            #expect(imports.first == "import SwiftUI", "\(file.lastPathComponent) does not start its imports with import SwiftUI")
            #expect(!imports.contains("import TextUI") && !imports.contains("import PreviewCatalog"),
                    "\(file.lastPathComponent) imports what the app does not have")
        }
    }

    @Test func everyViewFileShowsItselfInAPreview() throws {
        for file in try AppSourceFiles.viewFiles() {
            let code = try AppSourceFiles.code(of: file)
            #expect(code.contains("#Preview"), "\(file.lastPathComponent) has no #Preview")
        }
    }

    @Test func theAppsFilesUseNoneOfTheCatalog() throws {
        for file in try AppSourceFiles.swiftFiles(under: "Sources/ExampleApp/App") {
            let code = try AppSourceFiles.code(of: file)
            for name in ["PreviewState", "ScreenPreviews", "Catalog"] where AppSourceFiles.uses(name, in: code) {
                Issue.record("\(file.lastPathComponent) uses \(name): the catalog belongs in Sources/ExampleApp/Catalog")
            }
        }
    }

    @Test func noViewFileCallsTextUIOnlyAPI() throws {
        let textUIOnly = try AppSourceFiles.textUIOnlyNames()
        // The checker must know the TextUI-only entry points a view could reach for by mistake.
        #expect(textUIOnly.contains("render"))
        #expect(textUIOnly.contains("accessibilityTranscript"))
        for file in try AppSourceFiles.viewFiles() {
            let code = try AppSourceFiles.code(of: file)
            for name in textUIOnly.sorted() where AppSourceFiles.uses(name, in: code) {
                Issue.record("\(file.lastPathComponent) calls \(name), which is TextUI only: a SwiftUI build of the file would not compile")
            }
        }
    }

    @Test func aTextUIOnlyTypeIsListedButNotTheNamesOfItsMembers() throws {
        let textUIOnly = try AppSourceFiles.textUIOnlyNames()
        #expect(textUIOnly.contains("AccessibilityElement"))
        #expect(textUIOnly.contains("accessibilityElements"))
        // Its `value`, `hint` and `transcriptLines` are reached only through an element.
        #expect(!textUIOnly.contains("value"))
        #expect(!textUIOnly.contains("transcriptLines"))
    }

    @Test func theCheckerFindsATextUIOnlyCall() {
        let code = AppSourceFiles.stripComments("""
            /// LoginView(state: .idle).render(width: 32)
            var body: some View { Text("a") }
            let text = LoginView(state: .idle).render(width: 40)
            """)
        #expect(AppSourceFiles.uses("render", in: code))
        #expect(!AppSourceFiles.uses("render", in: AppSourceFiles.stripComments("/// x.render(width: 1)\nText(\"render\")")))
    }
}

/// Reads the package's sources for ``ZeroChangeTests``.
enum AppSourceFiles {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func swiftFiles(under folder: String) throws -> [URL] {
        let base = root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
    }

    /// The example app's files that declare a view (`struct X: View`).
    static func viewFiles() throws -> [URL] {
        let view = try Regex(#"(?m)^(public )?struct \w+(<[^>]*>)?: ([\w ,@]*, )?View\b"#)
        return try swiftFiles(under: "Sources/ExampleApp/App").filter { file in
            let text = try String(contentsOf: file, encoding: .utf8)
            return text.contains(view)
        }
    }

    /// Names TextUI declares with a `TextUI only:` doc line and never with a `SwiftUI:` one.
    /// Stand-ins for Apple's other frameworks (UIKit's colours) exist on iOS, so they do not count.
    static func textUIOnlyNames() throws -> Set<String> {
        var only = Set<String>()
        var mirrored = Set<String>()
        let declaration = try Regex(#"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:public|open)\s+(?:static\s+|final\s+|nonisolated\s+|mutating\s+|override\s+)*(?:func|var|let|struct|enum|class|protocol|typealias|case)\s+`?(\w+)"#)
        for file in try swiftFiles(under: "Sources/TextUI") {
            let source = try String(contentsOf: file, encoding: .utf8)
            // A file that stands in for another Apple framework's type (UIKit's UIColor) declares
            // names an iOS build has: its members are not TextUI's own.
            if source.contains("TextUI only:") && (source.contains("stand-in") || source.contains("stands in")) { continue }
            var doc: [Substring] = []
            // Inside a TextUI-only type (its indentation while in its body): its members are
            // reached only through it, and its own name is already listed, so they are not
            // listed too (`AccessibilityElement.value` is not every `.value`).
            var insideOnlyType: Int?
            for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
                let trimmed = line.drop { $0 == " " }
                let indent = line.count - trimmed.count
                if let typeIndent = insideOnlyType {
                    if trimmed == "}" && indent == typeIndent { insideOnlyType = nil }
                    if indent > typeIndent || trimmed == "}" { continue }
                }
                if trimmed.hasPrefix("///") { doc.append(trimmed); continue }
                if trimmed.hasPrefix("@") && !trimmed.contains("public") { continue }
                defer { doc = [] }
                guard !doc.isEmpty, let match = line.firstMatch(of: declaration),
                      let name = match.output[1].substring.map(String.init) else { continue }
                let text = doc.joined(separator: "\n")
                if text.contains("SwiftUI:") { mirrored.insert(name) }
                if text.contains("TextUI only:") {
                    only.insert(name)
                    if line.contains(/\b(struct|enum|class)\s/), line.hasSuffix("{") { insideOnlyType = indent }
                }
            }
        }
        return only.subtracting(mirrored)
    }

    static func code(of file: URL) throws -> String {
        stripComments(try String(contentsOf: file, encoding: .utf8))
    }

    /// The text without comments and string literals, which may mention anything.
    static func stripComments(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var kept = line
            if let comment = line.range(of: "//") { kept = line[..<comment.lowerBound] }
            return String(kept).replacing(/"[^"]*"/, with: "\"\"")
        }.joined(separator: "\n")
    }

    /// Whether `code` calls or names `name` as a member or a type (`.render(`, `Foo(`).
    static func uses(_ name: String, in code: String) -> Bool {
        let escaped = NSRegularExpression.escapedPattern(for: name)
        return code.range(of: "(\\.\(escaped)\\b)|((^|[^\\w.])\(escaped)\\s*[({<])", options: .regularExpression) != nil
    }
}
