import Foundation
import Testing
@testable import TextUISourceCopy

/// The tool's command line and what it writes.
@Suite struct CopyCommandTests {
    @Test func aWholeCommandLineParses() throws {
        let command = try CopyCommand.parse([
            "--module", "Cart", "--root", "/p/Sources/Cart", "--settings", "/p/TextUICopy.json", "--target", "CartText",
            "--index", "/w/index.swift", "--", "/p/Sources/Cart/App/A.swift", "/w/A.swift",
        ]).get()
        #expect(command.module == "Cart")
        #expect(command.settings == "/p/TextUICopy.json")
        #expect(command.target == "CartText")
        #expect(command.index == "/w/index.swift")
        #expect(command.copies.map(\.output) == ["/w/A.swift"])
        #expect(command.relativePath("/p/Sources/Cart/App/A.swift") == "App/A.swift")
    }

    @Test(arguments: [
        (["--root", "/r"], "--module and --root are required."),
        (["--module"], "--module needs a value."),
        (["--module", "M", "--root", "/r", "--settings"], "--settings needs a value."),
        (["--module", "M", "--root", "/r", "--", "/a.swift"], "files come in pairs: each input, then its copy."),
        (["--module", "M", "--root", "/r", "--verbose"], "unknown argument '--verbose'."),
    ])
    func aWrongCommandLineSaysWhatIsWrong(arguments: [String], message: String) {
        #expect(CopyCommand.parse(arguments) == .failure(CopyCommand.UsageError(message: message)))
    }

    @Test func itWritesCopiesAndTheIndexAndRewritesOnlyWhatChanged() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("App/Screen.swift")
        let output = folder.appendingPathComponent("Screen.textui.swift")
        let index = folder.appendingPathComponent("index.swift")
        try Data("import SwiftUI\n#Preview { Text(\"a\") }\n".utf8).write(to: input)
        let command = try CopyCommand.parse([
            "--module", "Shop", "--root", folder.path, "--index", index.path, "--", input.path, output.path,
        ]).get()

        #expect(command.run() == 0)
        let copy = try String(contentsOf: output, encoding: .utf8)
        #expect(copy.contains("enum __TextUIPreviews_App_Screen_swift {"))
        #expect(try String(contentsOf: index, encoding: .utf8).contains("static let screenName = \"Screen\""))

        // A second run with nothing changed leaves the files alone, so nothing recompiles.
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: output.path)
        #expect(command.run() == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date == past)
    }

    @Test func anUnreadableInputFailsWithOneLine() throws {
        let command = try CopyCommand.parse(["--module", "M", "--root", "/nowhere", "--", "/nowhere/A.swift", "/tmp/A.textui.swift"]).get()
        var lines: [String] = []
        #expect(command.run { lines.append($0) } == 1)
        #expect(lines == ["TextUICopy: cannot read '/nowhere/A.swift'; check that it exists and is readable."])
    }

    @Test func aSettingsFileWithAMistakeFailsWithOneLineAndWritesNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let settings = folder.appendingPathComponent("TextUICopy.json")
        try Data(#"{ "targets": { "Shop": { "platform": "Android" } } }"#.utf8).write(to: settings)
        try Data("import SwiftUI\n".utf8).write(to: folder.appendingPathComponent("App/Screen.swift"))
        let output = folder.appendingPathComponent("Screen.textui.swift")
        let command = try CopyCommand.parse([
            "--module", "Shop", "--root", folder.path, "--settings", settings.path, "--target", "Shop",
            "--", folder.appendingPathComponent("App/Screen.swift").path, output.path,
        ]).get()
        var lines: [String] = []
        #expect(command.run { lines.append($0) } == 1)
        #expect(lines == [#"TextUICopy: TextUICopy.json, target Shop: "platform" must be one of iOS, macOS, tvOS, watchOS, visionOS."#])
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }
}
