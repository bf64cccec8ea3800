import Foundation
import Testing

/// The parity tables cannot drift: every `ported` row names a `@Test` that exists in its folder,
/// every count line adds up, and the index lists every folder with the same counts.
@Suite struct ParityTableTests {
    /// Tests/TCAParityTests, read from the source tree.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// Each folder that holds a PARITY.md, with its table and the tests its Swift files declare.
    static func folders() throws -> [(name: String, table: ParityTable, tests: Set<String>)] {
        let manager = FileManager.default
        return try manager.contentsOfDirectory(atPath: root.path).sorted().compactMap { name -> (name: String, table: ParityTable, tests: Set<String>)? in
            let folder = root.appendingPathComponent(name)
            let tablePath = folder.appendingPathComponent("PARITY.md").path
            guard manager.fileExists(atPath: tablePath) else { return nil }
            let table = ParityTable(parsing: try String(contentsOfFile: tablePath, encoding: .utf8))
            var tests: Set<String> = []
            let files = (manager.enumerator(atPath: folder.path)?.allObjects as? [String]) ?? []
            for file in files where file.hasSuffix(".swift") {
                let source = try String(contentsOfFile: folder.appendingPathComponent(file).path, encoding: .utf8)
                tests.formUnion(ParityTable.declaredTests(in: source))
            }
            return (name, table, tests)
        }
    }

    @Test func everyTableNamesOnlyTestsThatExistAndCountsItsRows() throws {
        let folders = try Self.folders()
        #expect(!folders.isEmpty, Comment(rawValue: "No PARITY.md found under \(Self.root.path)"))
        for folder in folders {
            #expect(!folder.table.rows.isEmpty, Comment(rawValue: "\(folder.name)/PARITY.md has no rows"))
            let problems = folder.table.problems(declaredTests: folder.tests)
            #expect(problems.isEmpty, Comment(rawValue: "\(folder.name)/PARITY.md:\n" + problems.joined(separator: "\n")))
        }
    }

    @Test func theIndexListsEveryFolderWithItsCounts() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("PARITY.md"), encoding: .utf8)
        let tables = Dictionary(uniqueKeysWithValues: try Self.folders().map { ($0.name, $0.table) })
        let problems = ParityIndex(parsing: text).problems(tables: tables)
        #expect(problems.isEmpty, Comment(rawValue: "PARITY.md:\n" + problems.joined(separator: "\n")))
    }

    @Test func theReadmeGivesTheSameCountsAsTheIndex() throws {
        let readme = Self.root.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let tables = Dictionary(uniqueKeysWithValues: try Self.folders().map { ($0.name, $0.table) })
        let index = ParityIndex(parsing: text)
        #expect(!index.rows.isEmpty, "README.md has no table linking Tests/TCAParityTests/<File>/PARITY.md")
        let problems = index.problems(tables: tables)
        #expect(problems.isEmpty, Comment(rawValue: "README.md's TCA parity table:\n" + problems.joined(separator: "\n")))
    }

    // The checks themselves, on tables written here: each mistake is caught.

    static let sample = """
        ported 1 · differs 1 · n/a 1

        | TCA test | status | here / why |
        | --- | --- | --- |
        | testAsync | ported | `AsyncTests/anEffectSendsBack()` |
        | testPublisher | n/a | Combine |
        | testRealClock | differs | a ManualClock instead, in `AsyncTests/aClockedEffect(seconds:)` |
        """

    static let sampleSource = """
        import Testing

        @MainActor
        @Suite struct AsyncTests {
            @Test func anEffectSendsBack() async {}

            @Test(arguments: [1, 2])
            func aClockedEffect(seconds: Int) async {}

            func helper() {}
        }
        """

    @Test func aTableThatMatchesItsTestsHasNoProblems() {
        let table = ParityTable(parsing: Self.sample)
        #expect(table.rows.map(\.status) == ["ported", "n/a", "differs"])
        #expect(ParityTable.declaredTests(in: Self.sampleSource) == ["AsyncTests/anEffectSendsBack()", "AsyncTests/aClockedEffect()"])
        #expect(table.problems(declaredTests: ParityTable.declaredTests(in: Self.sampleSource)) == [])
    }

    @Test func aPortedRowNamingATestThatDoesNotExistIsCaught() {
        let renamed = Self.sampleSource.replacingOccurrences(of: "anEffectSendsBack", with: "anEffectAnswers")
        let problems = ParityTable(parsing: Self.sample).problems(declaredTests: ParityTable.declaredTests(in: renamed))
        #expect(problems == ["line 5 (testAsync): AsyncTests/anEffectSendsBack() is not a @Test in this folder's Swift files."])
    }

    @Test func aPortedRowWithoutATestAndAnUnknownStatusAreCaught() {
        let text = Self.sample
            .replacingOccurrences(of: "| ported | `AsyncTests/anEffectSendsBack()` |", with: "| ported | somewhere |")
            .replacingOccurrences(of: "| n/a |", with: "| skipped |")
        let problems = ParityTable(parsing: text).problems(declaredTests: ParityTable.declaredTests(in: Self.sampleSource))
        #expect(problems == [
            "The count line does not match the rows; it should read `ported 1 · differs 1 · n/a 0`.",
            "line 5 (testAsync): a ported row names its test as `Suite/test()`.",
            "line 6 (testPublisher): status \"skipped\" is not one of ported, differs, n/a.",
        ])
    }

    @Test func aWrongOrMissingCountLineIsCaught() {
        let tests = ParityTable.declaredTests(in: Self.sampleSource)
        let wrong = Self.sample.replacingOccurrences(of: "ported 1 · differs 1", with: "ported 2 · differs 1")
        #expect(ParityTable(parsing: wrong).problems(declaredTests: tests)
            == ["The count line does not match the rows; it should read `ported 1 · differs 1 · n/a 1`."])
        let missing = Self.sample.replacingOccurrences(of: "ported 1 · differs 1 · n/a 1\n", with: "")
        #expect(ParityTable(parsing: missing).problems(declaredTests: tests)
            == ["No count line; add `ported 1 · differs 1 · n/a 1` above the table."])
    }

    @Test func theIndexCatchesAMissingFolderAndCountsThatDiffer() {
        let tables = ["AsyncTests": ParityTable(parsing: Self.sample), "StoreTests": ParityTable(parsing: Self.sample)]
        let index = """
            | TCA file | ported | differs | n/a |
            | --- | --- | --- | --- |
            | [AsyncTests](AsyncTests/PARITY.md) | 1 | 2 | 1 |
            | [Gone](Gone/PARITY.md) | 0 | 0 | 0 |
            """
        #expect(ParityIndex(parsing: index).problems(tables: tables) == [
            "line 3 (AsyncTests): the counts should read ported 1 · differs 1 · n/a 1.",
            "line 4: \"Gone\" has no PARITY.md; link it as [Name](Name/PARITY.md).",
            "StoreTests is missing; add | [StoreTests](StoreTests/PARITY.md) | … | to the index.",
        ])
    }
}
