#if canImport(Testing)
import Testing
#endif
import ViewStateKit
import ViewStateStore
import ViewStateTesting

// What a non-exhaustive test store skips, and the notes `.off(showSkipped: true)` writes about it.
extension TestStore {
    /// Drops every received action (non-exhaustive `send`, or a `receive` that found no match),
    /// noting them when asked to show what is skipped.
    func skipReceived(because step: String, at location: CallerLocation) {
        guard !received.isEmpty else { return }
        showSkippedActions(received.map(\.action), step: step, at: location)
        removeReceived(first: received.count)
        assertedState = lastReducedState
    }

    func showSkippedActions(_ actions: [Action], step: String, at location: CallerLocation) {
        guard exhaustivity.showsSkipped, !actions.isEmpty else { return }
        let count = actions.count == 1 ? "1 received action" : "\(actions.count) received actions"
        reportSkipped(
            "\(step) skipped \(count):\n" + actions.map { "  • \(oneLine($0))" }.joined(separator: "\n"),
            at: location
        )
    }

    /// Notes the part of a state change the closure did not assert.
    func showSkippedStateChange(
        of reduction: Reduction,
        step: String,
        _ updateStateToExpectedResult: ((inout State) throws -> Void)?,
        at location: CallerLocation
    ) {
        var asserted = reduction.before
        try? withOwnDependencies { try updateStateToExpectedResult?(&asserted) }
        guard asserted != reduction.after, let diff = ValueDiff.diff(asserted, reduction.after) else { return }
        reportSkipped("\(step) changed the state in ways the test did not assert:\n\n\(diff)", at: location)
    }

    /// Notes the actions and effects left at the end.
    func showSkippedLeftovers(at location: CallerLocation) {
        showSkippedActions(received.map(\.action), step: "finish()", at: location)
        for effect in tracker.running {
            reportSkipped("finish() left an effect running: \(Self.describe(effect)).", at: location)
        }
    }

    /// An informational note, never a failure: a Swift Testing warning, or a line printed under
    /// XCTest.
    func reportSkipped(_ message: String, at location: CallerLocation) {
        let note = "Skipped (non-exhaustive): \(message)"
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: note),
                severity: .warning,
                sourceLocation: SourceLocation(
                    fileID: location.fileID,
                    filePath: "\(location.filePath)",
                    line: Int(location.line),
                    column: Int(location.column)
                )
            )
            return
        }
        #endif
        print("\(location.filePath):\(location.line): \(note)")
    }
}
