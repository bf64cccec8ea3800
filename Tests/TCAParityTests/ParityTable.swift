// TCA's test suite, behaviour by behaviour. Each folder here is named for one file of
// pointfreeco/swift-composable-architecture's Tests/ComposableArchitectureTests and holds our tests
// of the same behaviours through ViewStateKit's API, with a PARITY.md table: one row per TCA test,
// `ported` (naming our test), `differs` (on purpose, and why) or `n/a` (why it does not apply).
//
// This file reads those tables so `ParityTableTests` can check them against the Swift files beside
// them: a table that names a test nobody wrote, or counts that do not add up, fails the build.

import Foundation

/// One folder's PARITY.md: its count line and its rows.
struct ParityTable {
    /// One row: `| TCA test | status | here / why |`.
    struct Row: Equatable {
        let tcaTest: String
        let status: String
        let note: String
        /// The line of PARITY.md the row is on (1-based), for messages.
        let line: Int
    }

    /// The statuses a row may have.
    static let statuses = ["ported", "differs", "n/a"]

    /// The numbers on the count line (`ported N · differs N · n/a N`), by status; `nil` when the
    /// table has no count line.
    let counts: [String: Int]?
    let rows: [Row]

    /// Reads a PARITY.md. Rows are the lines that start with `|`, less the header (first cell
    /// `TCA test`) and the `| --- |` separator; `\|` inside a cell is a literal bar.
    init(parsing text: String) {
        var counts: [String: Int]?
        var rows: [Row] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("|") {
                let cells = Self.cells(of: line)
                if cells.first == "TCA test" || cells.allSatisfy({ $0.allSatisfy { "-: ".contains($0) } }) { continue }
                rows.append(Row(
                    tcaTest: cells.count > 0 ? cells[0] : "",
                    status: cells.count > 1 ? cells[1] : "",
                    note: cells.count > 2 ? cells[2...].joined(separator: " | ") : "",
                    line: index + 1
                ))
            } else if counts == nil, line.hasPrefix("ported ") {
                counts = Self.counts(in: line)
            }
        }
        self.counts = counts
        self.rows = rows
    }

    /// The rows' statuses counted.
    var tally: [String: Int] {
        Dictionary(rows.map { ($0.status, 1) }, uniquingKeysWith: +)
    }

    /// The count line these rows call for.
    var countLine: String {
        "ported \(tally["ported", default: 0]) · differs \(tally["differs", default: 0]) · n/a \(tally["n/a", default: 0])"
    }

    /// Everything wrong with this table, given the tests declared in its folder's Swift files
    /// (`Suite/test()` names, see ``ParityTable/declaredTests(in:)``): one line each, naming the
    /// row and what to do.
    func problems(declaredTests: Set<String>) -> [String] {
        var problems: [String] = []
        var seen: Set<String> = []
        if let counts {
            if Self.statuses.contains(where: { counts[$0] != tally[$0, default: 0] }) {
                problems.append("The count line does not match the rows; it should read `\(countLine)`.")
            }
        } else {
            problems.append("No count line; add `\(countLine)` above the table.")
        }
        for row in rows {
            let name = "line \(row.line) (\(row.tcaTest.isEmpty ? "no TCA test" : row.tcaTest))"
            if row.tcaTest.isEmpty { problems.append("\(name): the TCA test cell is empty.") }
            if !seen.insert(row.tcaTest).inserted { problems.append("\(name): the TCA test has a row already.") }
            guard Self.statuses.contains(row.status) else {
                problems.append("\(name): status \"\(row.status)\" is not one of ported, differs, n/a.")
                continue
            }
            if row.note.isEmpty { problems.append("\(name): say where it is ported, or why it differs or does not apply.") }
            let references = Self.testReferences(in: row.note)
            if row.status == "ported", references.isEmpty {
                problems.append("\(name): a ported row names its test as `Suite/test()`.")
            }
            for reference in references where !declaredTests.contains(reference) {
                problems.append("\(name): \(reference) is not a @Test in this folder's Swift files.")
            }
        }
        return problems
    }

    /// The cells of a table line, trimmed; `\|` stays inside its cell.
    static func cells(of line: String) -> [String] {
        var cells: [String] = []
        var current = ""
        var previous: Character?
        for character in line.dropFirst() {
            if character == "|", previous != "\\" {
                cells.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
            previous = character
        }
        let last = current.trimmingCharacters(in: .whitespaces)
        if !last.isEmpty { cells.append(last) }
        return cells
    }

    /// `ported 3 · differs 1 · n/a 2` → the three numbers by status.
    static func counts(in line: String) -> [String: Int] {
        var counts: [String: Int] = [:]
        for part in line.split(separator: "·") {
            let words = part.split(separator: " ")
            guard words.count == 2, let number = Int(words[1]) else { continue }
            counts[String(words[0])] = number
        }
        return counts
    }

    /// The `Suite/test()` names in `text`; argument labels are dropped: `Suite/test(count:)` is
    /// `Suite/test()`.
    static func testReferences(in text: String) -> [String] {
        var references: [String] = []
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            guard characters[index] == "/" else { index += 1; continue }
            var start = index
            while start > 0, isIdentifier(characters[start - 1]) { start -= 1 }
            var end = index + 1
            while end < characters.count, isIdentifier(characters[end]) { end += 1 }
            // `Suite/test()`, or with argument labels `Suite/test(exhaustivity:)`, read as `Suite/test()`.
            var close = end + 1
            while close < characters.count, isIdentifier(characters[close]) || characters[close] == ":" { close += 1 }
            if start < index, end > index + 1, end < characters.count, characters[end] == "(",
               close < characters.count, characters[close] == ")" {
                references.append(String(characters[start..<end]) + "()")
            }
            index = end
        }
        return references
    }

    /// The `@Test` functions declared in `source`, as `Suite/test()`: the suite is the nearest
    /// type or extension declared at the start of a line above the function.
    static func declaredTests(in source: String) -> Set<String> {
        var tests: Set<String> = []
        var suite: String?
        var expectingTest = false
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            if let first = line.first, !first.isWhitespace, !line.hasPrefix("//"), let declared = declaredType(in: line) {
                suite = declared
            }
            if line.contains("@Test") { expectingTest = true }
            if expectingTest, let range = line.range(of: "func ") {
                let name = line[range.upperBound...].prefix(while: isIdentifier)
                if let suite, !name.isEmpty { tests.insert("\(suite)/\(name)()") }
                expectingTest = false
            }
        }
        return tests
    }

    /// `X` from `@MainActor @Suite struct X {`, `final class X: Y {`, `extension X {`.
    private static func declaredType(in line: Substring) -> String? {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "{" || $0 == ":" || $0 == "<" })
        for (index, word) in words.enumerated()
        where ["struct", "class", "enum", "extension", "actor"].contains(word) && index + 1 < words.count {
            return String(words[index + 1])
        }
        return nil
    }

    private static func isIdentifier(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}
