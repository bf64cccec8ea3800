import Foundation

/// Tests/TCAParityTests/PARITY.md, and the README's copy of it: one row per TCA file,
/// `| [Folder](Folder/PARITY.md) | ported | differs | n/a |`, kept in step with each folder's counts.
struct ParityIndex {
    struct Row: Equatable {
        let folder: String
        let counts: [String: Int]
        let line: Int
    }

    let rows: [Row]

    /// Reads the index. Rows are the lines that start with `|` and link a PARITY.md, less the
    /// header (first cell `TCA file`) and the separator; the folder is the one holding that PARITY.md.
    init(parsing text: String) {
        var rows: [Row] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            guard line.hasPrefix("|"), line.contains("PARITY.md") || line.contains("TCA file") else { continue }
            let cells = ParityTable.cells(of: line)
            if cells.first == "TCA file" || cells.allSatisfy({ $0.allSatisfy { "-: ".contains($0) } }) { continue }
            // `[Name](Name/PARITY.md)`, or from the README `[Name](Tests/TCAParityTests/Name/PARITY.md)`.
            let target = cells.first.flatMap { cell in
                cell.range(of: "](").map { String(cell[$0.upperBound...].prefix { $0 != ")" }) }
            } ?? ""
            let folder = target.split(separator: "/").dropLast().last.map(String.init) ?? ""
            var counts: [String: Int] = [:]
            for (status, cell) in zip(ParityTable.statuses, cells.dropFirst()) {
                counts[status] = Int(cell)
            }
            rows.append(Row(folder: folder, counts: counts, line: index + 1))
        }
        self.rows = rows
    }

    /// Everything wrong with the index, given each folder's table: a folder missing from it, a
    /// row for a folder that has no table, counts that differ from the folder's.
    func problems(tables: [String: ParityTable]) -> [String] {
        var problems: [String] = []
        for row in rows {
            guard let table = tables[row.folder] else {
                problems.append("line \(row.line): \"\(row.folder)\" has no PARITY.md; link it as [Name](Name/PARITY.md).")
                continue
            }
            if ParityTable.statuses.contains(where: { row.counts[$0] != table.tally[$0, default: 0] }) {
                problems.append("line \(row.line) (\(row.folder)): the counts should read \(table.countLine).")
            }
        }
        let listed = Set(rows.map(\.folder))
        for folder in tables.keys.sorted() where !listed.contains(folder) {
            problems.append("\(folder) is missing; add | [\(folder)](\(folder)/PARITY.md) | … | to the index.")
        }
        return problems
    }
}
