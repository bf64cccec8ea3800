import Foundation
import Testing
import ViewStateKit
@testable import ViewStateStore

/// Helpers the reducer parity suites share (the folders for TCA's `Reducers/` tests).
enum ReducerParity {
    /// Runs `body` expecting exactly `issues` (the line each is recorded at, and its message), in
    /// order, as known issues: how a port pins a mistake that must fail, where, and with what words.
    @MainActor
    static func expectIssues(
        _ issues: [(line: Int, message: String)],
        sourceLocation: SourceLocation = #_sourceLocation,
        _ body: () async -> Void
    ) async {
        let recorded = LockedValue<[(line: Int, message: String)]>([])
        await withKnownIssue {
            await body()
        } matching: { issue in
            recorded.withLock { $0.append((issue.sourceLocation?.line ?? -1, issue.comments.map(\.rawValue).joined())) }
            return true
        }
        let got = recorded.current
        #expect(got.map(\.message) == issues.map(\.message), sourceLocation: sourceLocation)
        #expect(got.map(\.line) == issues.map(\.line), sourceLocation: sourceLocation)
    }

    /// The composition reports (a write to the wrong case, a child action with no child) made
    /// while `body` runs outside any store, in order.
    static func reports(_ body: () -> Void) -> [String] {
        let reports = LockedValue<[String]>([])
        CompositionReport.$capture.withValue(CompositionReport.Capture { message in reports.withLock { $0.append(message) } }) {
            body()
        }
        return reports.current
    }

    /// The advice that ends a test store's report of an effect still running at the end.
    static let stillRunningAdvice = "Advance the clock or release what it waits on and receive what it sends, cancel it "
        + "in the reducer, call skipInFlightEffects(), or set exhaustivity = .off to check only what the test asserts."

    /// Waits until its task is cancelled, then throws: work that never ends by itself, as a
    /// timer or a subscription is.
    static func waitForever() async throws {
        let (stream, continuation) = AsyncStream<Never>.makeStream()
        for await _ in stream {}
        continuation.finish()   // keeps the continuation alive until the wait ends
        throw CancellationError()
    }
}
