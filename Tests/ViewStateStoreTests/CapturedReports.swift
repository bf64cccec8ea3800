import ViewStateKit

@testable import ViewStateStore

/// The composition reports (child actions with no child) made while `body` runs, in order.
@MainActor
func capturingReports(_ body: () async -> Void) async -> [String] {
    let reports = LockedValue<[String]>([])
    await CompositionReport.$capture.withValue(CompositionReport.Capture { message in reports.withLock { $0.append(message) } }) {
        await body()
    }
    return reports.current
}
