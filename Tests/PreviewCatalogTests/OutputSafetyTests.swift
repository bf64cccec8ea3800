import Foundation
@testable import PreviewCatalog
@testable import PreviewCommandLine
import Testing
import TextUI

/// Every character the one output rule rewrites (C0, DEL, C1, bidi controls), put into every
/// name, text, path and recorded file `preview` touches, comes out of no command raw: not on
/// standard output or error (color on or off), not in a snapshot file or its name, not in a
/// JSON, JUnit, Markdown or HTML report.
@MainActor
@Suite struct OutputSafetyTests {
    static let every = Hostile.everyRewritten
    static let setup = HostileSetup(
        screen: "Scr" + every + "een", states: ["st" + every + "ate", "plain"], text: "x" + every + "y",
        variants: [.standard, .a11y], mark: NotPreviewed("c" + every, because: "r" + every)
    )
    /// A `--dir` with an escape sequence, a C1 CSI and a bidi override in it.
    static let directory = "snaps\u{1B}]0;pwned\u{7}\u{9B}2J\u{202E}rid"

    func run(_ arguments: [String], in sandbox: Sandbox) async -> CommandRun {
        await Hostile.$setup.withValue(Self.setup) {
            await runPreview(arguments, catalog: Catalog([HostilePreviews.self]), environment: sandbox.environment())
        }
    }

    /// Runs `arguments` and expects nothing raw in what it printed.
    @discardableResult
    func expectSafe(_ arguments: [String], in sandbox: Sandbox, codes: Set<Int32> = [0, 1]) async -> CommandRun {
        let result = await run(arguments, in: sandbox)
        let isPainted = arguments.contains("always")
        #expect(codes.contains(result.code), "\(arguments): exit \(result.code), \(result.errors)")
        #expect(Hostile.rawScalars(in: result.output, paint: isPainted).isEmpty, "\(arguments) printed \(Hostile.rawScalars(in: result.output, paint: isPainted))")
        for line in result.errors {
            #expect(Hostile.rawScalars(in: line, lines: false).isEmpty, "\(arguments) said \(line.debugDescription)")
        }
        return result
    }

    /// Files under the sandbox the commands wrote: no raw scalar in a name or in the text.
    func expectSafeFiles(in sandbox: Sandbox, except made: Set<String> = []) throws {
        for path in sandbox.files() where !made.contains(path) {
            // The --dir folder is named as the user asked; what is made inside it is ours.
            let name = path.hasPrefix(Self.directory) ? String(path.dropFirst(Self.directory.count)) : path
            #expect(Hostile.rawScalars(in: name, lines: false).isEmpty, "file name \(path.debugDescription)")
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: sandbox.root.appendingPathComponent(path).path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            let raw = Hostile.rawScalars(in: try sandbox.read(path))
            #expect(raw.isEmpty, "\(path.debugDescription) holds \(raw)")
        }
    }

    @Test func showAndListPrintNothingRaw() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        for format in ["text", "markdown", "json", "a11y"] {
            await expectSafe(["--format", format], in: sandbox)
        }
        await expectSafe(["--color", "always"], in: sandbox)
        for format in ["text", "markdown", "json"] {
            await expectSafe(["list", "--format", format], in: sandbox)
        }
        await expectSafe(["list", "--color", "always"], in: sandbox)
        // The screen and state names are there, made visible.
        let shown = await run([], in: sandbox).output
        #expect(shown.contains("── Scr␀␁"))
        #expect(shown.contains(#"\u{9B}"#) && shown.contains(#"\u{202E}"#))
    }

    @Test func recordCheckAndTheirReportsWriteNothingRaw() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        await expectSafe(["record", "--dir", Self.directory], in: sandbox)
        for format in ["markdown", "json", "junit"] {
            await expectSafe(["record", "--dir", Self.directory, "--format", format, "--force"], in: sandbox)
        }
        try expectSafeFiles(in: sandbox)
        // Recorded files that hold raw controls (written by hand, or before this rule), and an
        // orphan whose name holds them, are shown safely in every diff and list.
        let recorded = sandbox.files().filter { $0.hasSuffix(".txt") }
        try #require(recorded.count == 4, "\(sandbox.files())")
        for path in recorded { try sandbox.write("old " + Self.every + "\n", to: path) }
        let orphanFolder = recorded[0].split(separator: "/").dropLast().joined(separator: "/")
        let orphan = orphanFolder + "/orphan\u{1B}[2J\u{202E}.txt"
        try sandbox.write("x", to: orphan)
        let check = await expectSafe(["check", "--dir", Self.directory], in: sandbox)
        #expect(check.output.contains("+++ "), "a diff was printed")
        #expect(check.output.contains("orphan␛[2J\\u{202E}.txt"))
        await expectSafe(["check", "--dir", Self.directory, "--color", "always"], in: sandbox)
        for format in ["markdown", "json", "junit"] {
            await expectSafe(["check", "--dir", Self.directory, "--format", format], in: sandbox)
        }
        await expectSafe(["check", "--dir", Self.directory, "--format", "junit", "--out", "reports"], in: sandbox)
        await expectSafe(["check", "--dir", Self.directory, "--format", "html", "--out", "page"], in: sandbox)
        await expectSafe(["gallery", "--out", "gallery"], in: sandbox)
        try expectSafeFiles(in: sandbox, except: Set(recorded + [orphan]))
        #expect(sandbox.files().contains("gallery/index.html") && sandbox.files().contains("page/index.html") && sandbox.files().contains("reports/check.xml"))
    }

    /// The `--dir` path in `record`'s and `check`'s summaries is made visible, as errors show it.
    @Test func summariesShowTheDirectoryVisibly() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let record = await run(["record", "--dir", "q\u{1B}]0;pwn\u{7}"], in: sandbox)
        #expect(record.output.hasSuffix("in q␛]0;pwn␇\n"), "\(record.output) \(record.errors) \(record.code)")
        let check = await run(["check", "--dir", "q\u{1B}]0;pwn\u{7}"], in: sandbox)
        #expect(check.output.contains("in q␛]0;pwn␇"), "\(check.output)")
    }

    /// A name holding the very codes color uses shows them visibly, color on or off: only
    /// ``Paint``'s own codes reach the terminal.
    @Test func aNameCannotForgeAColor() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let setup = HostileSetup(screen: "S", states: ["\u{1B}[31mred\u{1B}[0m"], text: "t", variants: [.standard])
        let run = await Hostile.$setup.withValue(setup) {
            await runPreview(["list", "--color", "always"], catalog: Catalog([HostilePreviews.self]), environment: sandbox.environment())
        }
        #expect(run.output.contains("␛[31mred␛[0m"), "\(run.output)")
        // Bold for the screen's name, and nothing else raw.
        #expect(run.output.components(separatedBy: "\u{1B}").count - 1 == 2, "\(run.output.debugDescription)")
    }

    @Test func errorsAboutHostileArgumentsAreOneSafeLine() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        for arguments in [["nope\u{1B}[2J\u{9B}"], ["--width", "\u{202E}4"], ["--w\u{7}"], ["record", "--dir", Self.directory, "--width", "0"]] {
            let result = await expectSafe(arguments, in: sandbox, codes: [2])
            #expect(result.errors.count == 1)
        }
    }
}
