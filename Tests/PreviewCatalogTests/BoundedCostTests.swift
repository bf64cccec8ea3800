import Foundation
@testable import PreviewCatalog
@testable import PreviewCommandLine
import Testing
import TestSupport
import TextSnapshots

/// No input makes `preview` hang: the "did you mean" distance, the filter glob and the quoted
/// values in errors each cost at most a fixed amount per character. Each test counts the work
/// done (not the time) at n and at 10 n characters and expects it to grow no faster than n.
@MainActor
@Suite struct BoundedCostTests {
    // MARK: Did you mean

    @Test func aNameOfAnotherLengthIsSkippedWithoutComparingACharacter() {
        var cells = 0
        #expect(NearestName.to(String(repeating: "x", count: 100_000), among: ["Login", "list", "record"], cells: &cells) == nil)
        #expect(cells == 0)
    }

    /// Two long names of one length are compared only along the band of prefixes within three
    /// edits of each other: at most 7 cells a character, and 10 times the characters is at most
    /// 10 times the cells.
    @Test func comparingLongNamesCostsAFewCellsACharacter() {
        func cells(_ count: Int) -> Int {
            var cells = 0
            let name = String(repeating: "ab", count: count / 2)
            _ = NearestName.to(name + "x", among: [name + "y", name + "zz"], cells: &cells)
            return cells
        }
        let small = cells(1_000), large = cells(10_000)
        #expect(small > 0 && small <= 2 * 7 * 1_001)
        #expect(large <= 10 * small + 100, "\(small) cells at 1,000 characters, \(large) at 10,000")
    }

    /// A row whose every prefix is already too far ends the comparison: names that differ from
    /// their first characters cost a few rows, however long they are.
    @Test func namesFarApartStopAfterAFewRows() {
        var cells = 0
        let typed = String(repeating: "a", count: 50_000), candidate = String(repeating: "b", count: 50_000)
        #expect(NearestName.to(typed, among: [candidate], cells: &cells) == nil)
        #expect(cells <= 7 * 5)
    }

    /// The banded, cut-off distance picks what the whole table picks, on random short names.
    @Test func theBoundedDistanceAgreesWithTheWholeTable() {
        var random = SplitMix64(seed: 0xD1D_0001)
        let letters: [Character] = ["a", "b", "A", "B", "c", "ロ", "グ", "é"]
        func name() -> String { String((0..<random.int(0...7)).map { _ in random.pick(letters) }) }
        for _ in 0..<3_000 {
            let typed = name()
            let candidates = (0..<random.int(1...4)).map { _ in name() }
            #expect(NearestName.to(typed, among: candidates) == Self.wholeTableNearest(typed, candidates), "\(typed) among \(candidates)")
        }
    }

    /// The suggestion as the whole table finds it: every cell, no cut-off.
    static func wholeTableNearest(_ typed: String, _ candidates: [String]) -> String? {
        var best: (String, Int)?
        for candidate in candidates {
            let a = Array(typed), b = Array(candidate)
            var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
            for i in 0...a.count { table[i][0] = 2 * i }
            for j in 0...b.count { table[0][j] = 2 * j }
            for i in stride(from: 1, through: a.count, by: 1) {
                for j in stride(from: 1, through: b.count, by: 1) {
                    let x = a[i - 1], y = b[j - 1]
                    let substitution = x == y ? 0 : (x.lowercased() == y.lowercased() ? 1 : 2)
                    var cost = min(table[i - 1][j] + 2, table[i][j - 1] + 2, table[i - 1][j - 1] + substitution)
                    if i > 1, j > 1, x == b[j - 2], a[i - 2] == y, x != y { cost = min(cost, table[i - 2][j - 2] + 2) }
                    table[i][j] = cost
                }
            }
            let cost = table[a.count][b.count]
            guard cost <= min(6, 2 * max(a.count, b.count) / 3) else { continue }
            if let current = best, current.1 <= cost { continue }
            best = (candidate, cost)
        }
        return best?.0
    }

    // MARK: Filters

    /// Reading a pattern looks at each character at most twice, unclosed sets included.
    @Test(arguments: ["[", "[a", "[!", "*[", "[]", "[a-"])
    func readingAPatternIsLinear(unit: String) {
        func steps(_ count: Int) -> Int {
            var steps = 0
            _ = Glob(String(repeating: unit, count: count), steps: &steps)
            return steps
        }
        let small = steps(500), large = steps(5_000)
        #expect(small <= 2 * 500 * unit.count)
        #expect(large <= 10 * small + 20, "\(small) steps at 500, \(large) at 5,000")
    }

    @Test func unclosedSetsAreLiteral() {
        let brackets = String(repeating: "[", count: 5_000)
        #expect(Glob(brackets).matches(brackets))
        #expect(Glob("[ab" + brackets + "]").matches("a"))
        #expect(!Glob(brackets).matches("x"))
    }

    /// A filter of 5,000 `[` and one of 100,000 characters each end with one short line.
    @Test(arguments: [String(repeating: "[", count: 5_000), String(repeating: "x", count: 100_000), "Door/" + String(repeating: "y", count: 100_000)])
    func hugeFiltersEndWithOneShortLine(filter: String) async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        for arguments in [[filter], ["check", filter, "--dir", "snaps"], ["--" + filter]] {
            let run = await runPreview(arguments, environment: sandbox.environment())
            #expect(run.code == 2)
            #expect(run.errors.count == 1)
            #expect((run.errors.first?.count ?? 0) < 400, "\(run.errors.first?.prefix(500) ?? "")")
        }
    }

    // MARK: Quoted values

    @Test func aQuotedValueShowsAtMostTwoHundredCharacters() {
        let long = String(repeating: "x", count: 100_000)
        #expect(EchoedText.quoted(long) == "\"" + String(repeating: "x", count: 200) + "…\" (100000 characters)")
        #expect(EchoedText.quoted(String(repeating: "y", count: 200)) == "\"" + String(repeating: "y", count: 200) + "\"")
        let path = "/" + String(repeating: "d/", count: 300) + "idle.txt"
        #expect(EchoedText.quotedPath(path).hasPrefix("\"…d/d/"))
        #expect(EchoedText.quotedPath(path).hasSuffix("d/idle.txt\" (\(path.count) characters)"))
    }
}
