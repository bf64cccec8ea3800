import Foundation
import PreviewCatalog
@testable import TextSnapshots
import Testing

/// Input echoed in messages is escaped so every message stays one line.
@Suite struct EchoedTextTests {
    @Test(arguments: [
        ("Login", #""Login""#),
        ("Lo\ngin", #""Lo\ngin""#),
        ("a\tb\r\0", #""a\tb\r\0""#),
        ("say \"hi\" \\", #""say \"hi\" \\""#),
        ("x\u{7}y\u{1B}[31m", #""x\u{07}y\u{1B}[31m""#),
        ("del\u{7F} c1\u{85}\u{9B}", #""del\u{7F} c1\u{85}\u{9B}""#),
        ("a\u{202E}b\u{2066}c\u{200F}", #""a\u{202E}b\u{2066}c\u{200F}""#),
        ("zero\u{200B}width\u{FEFF}", #""zero\u{200B}width\u{FEFF}""#),
        ("line\u{2028}para\u{2029}", #""line\u{2028}para\u{2029}""#),
        ("bad\u{FFFD}utf8", #""bad\u{FFFD}utf8""#),
        ("tag\u{E0041}", #""tag\u{000E0041}""#),
        ("\u{301}mark first", #""\u{0301}mark first""#),
        ("cafe\u{301} 注文/一覧 👨‍👩‍👧 क्ष", "\"cafe\u{301} 注文/一覧 👨‍👩‍👧 क्ष\""),
    ] as [(String, String)])
    func quotesAndEscapes(input: String, expected: String) {
        #expect(EchoedText.quoted(input) == expected)
        #expect(!EchoedText.quoted(input).unicodeScalars.contains { $0.properties.generalCategory == .control })
    }

    /// Invalid UTF-8 in an argument reaches Swift as U+FFFD and is shown escaped.
    @Test func invalidUTF8BecomesAVisibleEscape() {
        let bytes: [UInt8] = [0x4C, 0xFF, 0x6F, 0xC3]
        let argument = String(decoding: bytes, as: UTF8.self)
        #expect(EchoedText.quoted(argument) == #""L\u{FFFD}o\u{FFFD}""#)
    }

    @Test func plainTextPassesThrough() {
        for text in ["", "Login/idle", "wrong password", "ログイン", "🇯🇵"] {
            #expect(EchoedText.escaped(text) == text)
        }
    }
}

/// Every usage error that echoes input prints one line, whatever was typed.
@MainActor
@Suite struct OneLineMessageTests {
    nonisolated static let nasty = ["Lo\ngin", "a\tb", "x\u{7}\u{1B}]0;title\u{7}", "r\u{202E}l", "\u{FFFD}", "e\r\n", "\u{85}"]

    @Test(arguments: nasty)
    func argumentsAreEscapedInEveryMessage(typed: String) async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let vectors: [[String]] = [
            [typed], ["list", typed], ["list", "Light/" + typed], ["--" + typed], ["--width", typed],
            ["--color", typed], ["--shard", typed], ["show", "Light", typed], ["list", typed + "*"],
        ]
        for vector in vectors {
            let run = await runPreview(vector, environment: sandbox.environment())
            #expect(run.code == 2, "\(vector)")
            #expect(run.errors.count == 1, "\(vector): \(run.errors)")
            let line = run.errors.joined()
            #expect(!line.unicodeScalars.contains { $0.properties.generalCategory == .control || $0.properties.generalCategory == .format || $0 == "\u{FFFD}" }, "\(vector): \(line.debugDescription)")
        }
    }

    @Test func aDirectoryPathWithANewlineStaysOnOneLine() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("file\n", to: "we\nird")
        let run = await runPreview(["record", "--dir", "we\nird"], environment: sandbox.environment())
        #expect(run.code == 2)
        #expect(run.errors == [#"error: "we\nird" is a file, not a directory; give --dir a directory to keep the snapshots in."#])
    }
}
