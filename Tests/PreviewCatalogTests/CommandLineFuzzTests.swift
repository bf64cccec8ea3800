import Foundation
import PreviewCatalog
import Testing
import TestSupport

/// Seeded random command lines, from the real vocabulary plus junk, run in-process: each exits
/// 0, 1 or 2, prints at most one error line (and that line holds no control or bidi
/// character), and a run that exits 2 has written nothing.
@MainActor
@Suite struct CommandLineFuzzTests {
    static let vectorsPerBatch = 130
    nonisolated static let batches = 4

    static let commands = ["list", "record", "check", "show", "", "lst", "recrod", "help"]
    static let names = ["Light", "Door", "Light/on", "Door/locked", "Light/switched off", "L*", "*/o*", "D?or", "[LD]*",
                        "Door/", "/on", "Gate", "Light/nope", "light", "*", "**/*", "Door/[", "Door/\\*"]
    static let options = ["--width", "--style", "--format", "--shard", "--color", "--dir", "--force", "--help", "-h",
                          "--version", "--widht", "-w", "--", "-", "--dir=", "--width=", "--force=yes"]
    static let values = ["40", "1", "0", "-3", "200", "201", "abc", "unicode", "ascii", "markdown", "json", "text",
                         "auto", "always", "never", "1/2", "2/2", "3/2", "0/0", "1/", "snaps", "other", "a/b", ".", "snaps/Light"]
    static let junk = ["Lo\ngin", "\t", "\u{7}\u{1B}[2J", "r\u{202E}l", "\u{FFFD}", "", " ", "注文/一覧", "👨‍👩‍👧", "%", "..", "\0",
                       String(repeating: "x", count: 300), "--dir\nx", "e\u{301}", "\u{200B}"]

    /// A well-formed command line, to reach `record` and `check` often enough.
    static func wellFormed(using random: inout SplitMix64) -> [String] {
        var vector = [["list", "record", "check", "check", "record", ""].randomElement(using: &random)!]
        if Bool.random(using: &random) { vector.append(["Light", "Door", "Door/open", "L*", "*/o*"].randomElement(using: &random)!) }
        if Bool.random(using: &random) { vector += ["--width", ["20", "40", "80"].randomElement(using: &random)!] }
        if vector[0] == "record" || vector[0] == "check", Bool.random(using: &random) { vector += ["--dir", ["snaps", "other"].randomElement(using: &random)!] }
        return vector.filter { !$0.isEmpty }
    }

    static func vector(using random: inout SplitMix64) -> [String] {
        if Int.random(in: 0...2, using: &random) == 0 { return wellFormed(using: &random) }
        var vector: [String] = []
        for _ in 0..<Int.random(in: 0...5, using: &random) {
            switch Int.random(in: 0...9, using: &random) {
            case 0...1: vector.append(commands.randomElement(using: &random)!)
            case 2...3: vector.append(names.randomElement(using: &random)!)
            case 4...5:
                let option = options.randomElement(using: &random)!
                vector.append(option)
                if Bool.random(using: &random) { vector.append(values.randomElement(using: &random)!) }
            case 6: vector.append(options.randomElement(using: &random)! + "=" + values.randomElement(using: &random)!)
            case 7: vector.append(values.randomElement(using: &random)!)
            default: vector.append(junk.randomElement(using: &random)!)
            }
        }
        return vector
    }

    @Test(arguments: 0..<batches)
    func randomCommandLinesBehave(batch: Int) async throws {
        var random = SplitMix64(seed: 0xF022_0000 + UInt64(batch))
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        var outcomes = [Int32: Int]()
        for index in 0..<Self.vectorsPerBatch {
            let vector = Self.vector(using: &random)
            let variables = Int.random(in: 0...5, using: &random) == 0 ? ["CI": "true"] : [:]
            let before = sandbox.files()
            let run = await runPreview(vector, environment: sandbox.environment(variables))
            let label = "batch \(batch) vector \(index): \(vector)"
            outcomes[run.code, default: 0] += 1
            #expect([0, 1, 2].contains(run.code), "\(label) exited \(run.code)")
            #expect(run.errors.count <= 1, "\(label): \(run.errors)")
            for line in run.errors {
                #expect(!line.unicodeScalars.contains { $0.properties.generalCategory == .control || $0.properties.generalCategory == .format && $0 != "\u{200D}" },
                        "\(label): \(line.debugDescription)")
            }
            if run.code == 2 { #expect(sandbox.files() == before, "\(label) exited 2 but wrote files") }
            // Start each batch's later vectors from a mix of states: sometimes clean, sometimes recorded.
            if index % 40 == 39 { try? FileManager.default.removeItem(at: sandbox.snapshots) }
        }
        // The vocabulary reaches every exit code, so each property above is exercised.
        #expect(outcomes[0, default: 0] > 0 && outcomes[1, default: 0] > 0 && outcomes[2, default: 0] > 0, "\(outcomes)")
    }
}
