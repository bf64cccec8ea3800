import ExampleApp
@testable import PreviewCatalog
import Testing
import TestSupport

/// Every example state at every width from 10 to 200, judged by the outside oracle
/// (`wcwidth.wcswidth` in Python): no line wider than asked.
@Suite struct OracleWidthTests {
    @Test(.enabled(if: WcwidthOracle.isAvailable, WcwidthOracle.skipReason))
    @MainActor
    func everyExampleStateAtEveryWidthFitsByTheOracle() async throws {
        var records: [(width: Int, line: Substring, label: String)] = []
        for screen in ExampleCatalog.catalog.screens {
            for index in screen.stateNames.indices {
                let reached = await screen.reach(index, nil)  // Each scenario runs once, then draws at every width.
                for width in 10...200 {
                    if width % 20 == 0 { await Task.yield() }  // other main-actor tests get their turn
                    for line in reached.draw(.width(width)).split(separator: "\n") {
                        records.append((width, line, "\(screen.name)/\(screen.stateNames[index]) at \(width)"))
                    }
                }
            }
        }
        let overflows = try WcwidthOracle.overflows(records)
        #expect(overflows.isEmpty, "\(overflows.count) of \(records.count) lines overflow:\n\(overflows.prefix(20).joined(separator: "\n"))")
    }
}
