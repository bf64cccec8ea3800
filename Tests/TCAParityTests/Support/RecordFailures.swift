import Testing
import ViewStateKit

/// A failure a test store reported: the line of the caller's file it points at, and its text.
struct RecordedFailure: Equatable, CustomStringConvertible {
    let line: Int
    let message: String

    init(line: Int, _ message: String) {
        self.line = line
        self.message = message
    }

    var description: String { "line \(line): \(message)" }
}

/// Runs `body`, catching every failure it reports (as known issues, so the test does not fail
/// on them), and returns them in order: what TCA's `XCTExpectFailure` with an issue matcher
/// checks, plus the line — a failure must point at the step that made the mistake.
///
/// ```swift
/// var line = 0
/// let failures = await recordFailures {
///     line = #line; await store.send(.increment)
/// }
/// #expect(failures == [RecordedFailure(line: line, "send(…) changed the state, …")])
/// ```
///
/// Warnings (a non-exhaustive store's notes on what it skipped) are not failures and are left out.
@MainActor
func recordFailures(_ body: () async -> Void) async -> [RecordedFailure] {
    let recorded = LockedValue<[RecordedFailure]>([])
    await withKnownIssue(isIntermittent: true) {
        await body()
    } matching: { issue in
        guard issue.severity == .error else { return false }
        recorded.withLock {
            $0.append(RecordedFailure(line: issue.sourceLocation?.line ?? -1, issue.comments.map(\.rawValue).joined()))
        }
        return true
    }
    return recorded.current
}
