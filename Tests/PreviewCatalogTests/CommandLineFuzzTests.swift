import Foundation
import PreviewCatalog
import Testing
import TestSupport

/// Seeded random command lines — the real vocabulary, junk, hostile and huge values — run
/// in-process against the test catalog and against random hostile catalogs (names and text
/// full of escape sequences, bidi controls, slashes, reserved names, 300-character names;
/// variants that cannot be drawn; duplicate names). Every run exits 0, 1 or 2 without a crash,
/// prints no raw control or bidi character anywhere, prints at most one error line, a short
/// one with no doubled full stop, writes nothing when it exits 2, and is deterministic: each
/// vector runs in two sandboxes side by side and must print and write the same.
///
/// **Budget: 2 seconds per batch, 2 batches, about 4 seconds in all** (``budget``; the batches
/// share the main actor, so they take turns). Each batch runs its seeded sequence of vectors
/// until the budget is spent (at least ``minimumVectors``): a slow machine runs fewer of the
/// same vectors, never others, since vector i of a seed is always the same command line and
/// catalog, and a failure names both. About 170 vectors a batch on a loaded 2-core machine;
/// 4,000 ran clean with a 30-second budget.
@MainActor
@Suite struct CommandLineFuzzTests {
    nonisolated static let budget = Duration.seconds(2)
    nonisolated static let batches = 2
    static let minimumVectors = 60

    static let commands = ["list", "record", "check", "gallery", "show", "", "lst", "recrod", "help"]
    static let names = ["Light", "Door", "Light/on", "Door/locked", "Light/switched off", "L*", "*/o*", "D?or", "[LD]*",
                        "Door/", "/on", "Gate", "Light/nope", "light", "*", "**/*", "Door/[", "Door/\\*", "[!x]*/*"]
    static let options = ["--width", "--style", "--format", "--shard", "--color", "--dir", "--force", "--help", "-h",
                          "--version", "--widht", "-w", "--", "-", "--dir=", "--width=", "--force=yes", "--prune",
                          "--out", "--timeout", "--strict-a11y", "--prune=1"]
    static let values = ["40", "1", "0", "-3", "200", "1000", "1001", "abc", "unicode", "ascii", "markdown", "json", "text",
                         "junit", "html", "a11y", "auto", "always", "never", "1/2", "2/2", "3/2", "0/0", "1/", "snaps",
                         "other", "a/b", ".", "snaps/Light", "page", "0.5", "inf"]
    /// Values no one would type, and some too long to echo whole.
    static let junk = ["Lo\ngin", "\t", "\u{7}\u{1B}[2J", "\u{1B}]0;pwned\u{7}", "r\u{202E}l", "\u{9B}31m", "\u{FFFD}", "", " ",
                       "注文/一覧", "👨‍👩‍👧", "%", "..", "\0", "e\u{301}", "\u{200B}", "\u{2066}x\u{2069}", "--dir\nx",
                       String(repeating: "x", count: 300), String(repeating: "[", count: 5_000), String(repeating: "y", count: 20_000)]
    /// What a hostile catalog's names and text are made of.
    static let hostileNames = ["Login", "idle", "", " ", ".", "..", "a/b", "%", "@w32", "CON", "nul.txt", "\u{1B}]0;pwn\u{7}",
                               "r\u{202E}l", "\u{9B}2J", "\0", "e\u{301}", "注文/一覧", "👨‍👩‍👧", "\u{2066}x\u{2069}", "tab\tname",
                               "line\nbreak", "CRLF\r\n", "\u{7F}\u{85}", String(repeating: "長", count: 100), String(repeating: "x", count: 300)]
    static let hostileVariants: [PreviewVariant] = [.standard, .a11y, .ascii, .width(1), .width(20), .width(0), .width(-5),
                                                     .width(1001), .width(Int.max), .height(0), .height(3), .height(-1), .height(Int.max)]

    /// A well-formed command line, to reach `record` and `check` often enough.
    static func wellFormed(using random: inout SplitMix64) -> [String] {
        var vector = [random.pick(["list", "record", "check", "check", "record", "", "gallery"])]
        if random.chance(50) { vector.append(random.pick(["Light", "Door", "Door/open", "L*", "*/o*", "*"])) }
        if random.chance(40) { vector += ["--width", random.pick(["20", "40", "80"])] }
        if vector[0] == "record" || vector[0] == "check", random.chance(50) { vector += ["--dir", random.pick(["snaps", "other"])] }
        if vector[0] == "record", random.chance(30) { vector.append("--prune") }
        if vector[0] == "gallery" { vector += ["--out", "page"] }
        if random.chance(20) { vector += ["--format", random.pick(["json", "markdown", "junit", "a11y"])] }
        if random.chance(20) { vector += ["--color", "always"] }
        return vector.filter { !$0.isEmpty }
    }

    static func vector(using random: inout SplitMix64) -> [String] {
        if random.chance(40) { return wellFormed(using: &random) }
        var vector: [String] = []
        for _ in 0..<random.int(0...5) {
            switch random.int(0...9) {
            case 0...1: vector.append(random.pick(commands))
            case 2...3: vector.append(random.pick(names))
            case 4...5:
                vector.append(random.pick(options))
                if random.chance(50) { vector.append(random.chance(80) ? random.pick(values) : random.pick(junk)) }
            case 6: vector.append(random.pick(options) + "=" + random.pick(values))
            case 7: vector.append(random.pick(values))
            default: vector.append(random.pick(junk))
            }
        }
        return vector
    }

    /// A catalog of one or two screens named and drawn from ``hostileNames``, or `nil` for the
    /// test catalog.
    static func setups(using random: inout SplitMix64) -> [HostileSetup]? {
        guard random.chance(50) else { return nil }
        return (0..<random.int(1...2)).map { _ in
            let states = (0..<random.int(1...3)).map { _ in random.pick(hostileNames) }
            let variants = random.chance(50) ? [PreviewVariant.standard] : (0..<random.int(1...3)).map { _ in random.pick(hostileVariants) }
            let mark = random.chance(20) ? NotPreviewed(random.pick(hostileNames), because: random.pick(hostileNames)) : nil
            return HostileSetup(
                screen: random.pick(hostileNames), states: states,
                text: random.pick(hostileNames) + " " + random.pick(hostileNames), variants: variants, mark: mark
            )
        }
    }

    /// One vector's run, with each sandbox's own path taken out, so two sandboxes compare.
    struct Outcome: Equatable {
        let code: Int32
        let output: String
        let errors: [String]
        let files: [String]
    }

    static func run(_ vector: [String], setups: [HostileSetup]?, variables: [String: String], in sandbox: Sandbox) async -> Outcome {
        let run: CommandRun
        if let setups {
            // Each screen reads its own task-local setup while it is registered and drawn.
            run = await Hostile.$setup.withValue(setups[0]) {
                await Hostile.$second.withValue(setups.count > 1 ? setups[1] : setups[0]) {
                    let screens: [any ScreenPreviews.Type] = setups.count > 1 ? [HostilePreviews.self, SecondHostilePreviews.self] : [HostilePreviews.self]
                    return await runPreview(vector, catalog: Catalog(screens), environment: sandbox.environment(variables))
                }
            }
        } else {
            run = await runPreview(vector, environment: sandbox.environment(variables))
        }
        let root = sandbox.root.path
        return Outcome(
            code: run.code, output: run.output.replacingOccurrences(of: root, with: "<root>"),
            errors: run.errors.map { $0.replacingOccurrences(of: root, with: "<root>") }, files: sandbox.files()
        )
    }

    @Test(arguments: 0..<batches)
    func randomCommandLinesAndCatalogsBehave(batch: Int) async throws {
        let seed = 0xF022_0100 + UInt64(batch)
        var random = SplitMix64(seed: seed)
        let sandboxes = (try Sandbox(), try Sandbox())
        defer { sandboxes.0.remove(); sandboxes.1.remove() }
        var outcomes = [Int32: Int]()
        let clock = ContinuousClock()
        let start = clock.now
        var index = 0
        while index < Self.minimumVectors || clock.now - start < Self.budget {
            let vector = Self.vector(using: &random)
            let setups = Self.setups(using: &random)
            let variables = random.chance(15) ? ["CI": "true"] : [:]
            let label = "seed \(String(seed, radix: 16)) vector \(index): \(vector.map { $0.count > 40 ? "\($0.prefix(40))…(\($0.count))" : $0 }) catalog \(setups.map { "\($0.map { ($0.screen, $0.states, $0.variants.map(\.name)) })" } ?? "standard")"
            let before = sandboxes.0.files()
            let first = await Self.run(vector, setups: setups, variables: variables, in: sandboxes.0)
            let second = await Self.run(vector, setups: setups, variables: variables, in: sandboxes.1)
            outcomes[first.code, default: 0] += 1

            #expect(first == second, "\(label) is not deterministic")
            #expect([0, 1, 2].contains(first.code), "\(label) exited \(first.code)")
            #expect(first.errors.count <= 1, "\(label): \(first.errors)")
            let painted = vector.contains("always")
            #expect(Hostile.rawScalars(in: first.output, paint: painted).isEmpty, "\(label) printed \(Hostile.rawScalars(in: first.output, paint: painted))")
            for line in first.errors {
                #expect(Hostile.rawScalars(in: line, lines: false).isEmpty, "\(label): \(line.debugDescription)")
                #expect(line.count < 1_000 && !line.hasSuffix("..") && !line.contains(".. "), "\(label): \(line.prefix(300))")
            }
            if first.code == 2 { #expect(first.files == before, "\(label) exited 2 but wrote files") }
            // Later vectors start from a mix of states: sometimes clean, sometimes recorded.
            if index % 40 == 39 {
                for sandbox in [sandboxes.0, sandboxes.1] { try? FileManager.default.removeItem(at: sandbox.snapshots) }
            }
            index += 1
        }
        // The vocabulary reaches every exit code, so each property above is exercised.
        #expect(outcomes[0, default: 0] > 0 && outcomes[1, default: 0] > 0 && outcomes[2, default: 0] > 0, "\(outcomes) in \(index) vectors")
    }
}

