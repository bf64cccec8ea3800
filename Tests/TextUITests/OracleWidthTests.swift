import Testing
import TestSupport
import TextUI

/// Every width-corpus string in every kind of view, judged by the outside oracle
/// (`wcwidth.wcswidth` in Python): no line wider than asked.
@Suite struct OracleWidthTests {
    @Test(.enabled(if: WcwidthOracle.isAvailable, WcwidthOracle.skipReason))
    func corpusInEveryViewKindFitsByTheOracle() throws {
        var records: [(width: Int, line: Substring, label: String)] = []
        let widths = WidthInvariantTests.widths
        for (index, entry) in WidthCorpus.entries.enumerated() {
            let picked = [widths[index % widths.count], widths[(index * 7 + 3) % widths.count], widths[(index * 13 + 5) % widths.count]]
            for (name, view) in WidthInvariantTests.placements(of: entry.text) {
                for width in Set(picked) {
                    for line in view.render(width: width).split(separator: "\n") {
                        records.append((width, line, "\(name) of corpus line \(entry.line) at \(width)"))
                    }
                }
            }
        }
        let overflows = try WcwidthOracle.overflows(records)
        #expect(overflows.isEmpty, "\(overflows.count) of \(records.count) lines overflow:\n\(overflows.prefix(20).joined(separator: "\n"))")
    }
}
