import Testing
import TestSupport
import TextUI

/// Every width-corpus string in every kind of view, judged by the outside oracle
/// (`wcwidth.wcswidth` in Python): no line wider than asked.
@MainActor
@Suite struct OracleWidthTests {
    @Test(.enabled(if: WcwidthOracle.isAvailable, WcwidthOracle.skipReason))
    func corpusInEveryViewKindFitsByTheOracle() async throws {
        var records: [(width: Int, line: Substring, label: String)] = []
        let widths = WidthInvariantTests.widths
        for (index, entry) in WidthCorpus.entries.enumerated() {
            await Task.yield()
            let picked = [widths[index % widths.count], widths[(index * 7 + 3) % widths.count], widths[(index * 13 + 5) % widths.count]]
            for (name, view) in WidthInvariantTests.placements(of: entry.text) {
                for width in Set(picked) {
                    for line in view.render(width: width).split(separator: "\n") {
                        records.append((width, line, "\(name) of corpus line \(entry.line) at \(width)"))
                    }
                }
            }
        }
        // The oracle runs Python; wait for it off the main actor.
        let measured = records
        let overflows = try await Task.detached { try WcwidthOracle.overflows(measured) }.value
        #expect(overflows.isEmpty, "\(overflows.count) of \(records.count) lines overflow:\n\(overflows.prefix(20).joined(separator: "\n"))")
    }
}
