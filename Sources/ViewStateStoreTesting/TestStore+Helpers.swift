import ViewStateKit
import ViewStateStore
import ViewStateTesting

extension TestStore {
    /// Runs `body` with ``exhaustivity`` set to `exhaustivity`, then restores it. Leaving a
    /// non-exhaustive block inside an exhaustive test skips the actions it received and did not
    /// assert; effects it started stay in flight and must still be accounted for.
    ///
    /// ```swift
    /// await store.withExhaustivity(.off) {
    ///     await store.send(.appeared)                    // loads a lot; only one field matters here
    ///     await store.receive(.loaded) { $0.isLoading = false }
    /// }
    /// await store.send(.refreshTapped) { $0.isLoading = true }   // exhaustive again
    /// ```
    public func withExhaustivity<Result>(
        _ exhaustivity: TestStoreExhaustivity,
        _ body: () async throws -> Result
    ) async rethrows -> Result {
        let saved = self.exhaustivity
        self.exhaustivity = exhaustivity
        defer {
            // What a non-exhaustive block received and left unasserted was its to skip.
            if exhaustivity != .on, saved == .on {
                skipReceived(because: "withExhaustivity(.off)", at: ledger.withLock { $0.lastLocation })
                assertedState = lastReducedState
            }
            self.exhaustivity = saved
        }
        return try await body()
    }

    /// Asserts the current ``state`` — the state as of the last step — without sending
    /// anything: the closure gets it and must leave it unchanged, setting fields to what the
    /// test expects. In non-exhaustive mode it is a step of its own: it first skips the actions
    /// received since the last one, so it checks the latest state.
    ///
    /// ```swift
    /// store.exhaustivity = .off
    /// await store.send(.startTapped)
    /// await clock.advance(by: .seconds(3))
    /// store.assert { $0.ticks = 3 }
    /// ```
    ///
    /// On a difference it fails with a diff:
    ///
    /// ```text
    /// The state is not what store.assert expected:
    ///
    /// - expected
    /// + actual
    ///
    ///   TickerFeature.State(
    /// -   ticks: 4
    /// +   ticks: 3
    ///   )
    /// ```
    public func assert(
        _ updateStateToExpectedResult: (inout State) throws -> Void,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        if exhaustivity != .on {
            skipReceived(because: "store.assert", at: location)
        }
        let current = state
        var expected = current
        do {
            try withOwnDependencies { try updateStateToExpectedResult(&expected) }
        } catch {
            reportFailure("The closure passed to store.assert threw an error: \(error)", at: location)
            return
        }
        guard expected != current else { return }
        let diff = ValueDiff.diff(expected, current) ?? ValueDiff.printsTheSameMessage
        reportFailure("The state is not what store.assert expected:\n\n\(diff)", at: location)
    }

    /// Drops the actions received but not asserted, so the test can move on; ``state`` becomes
    /// the state after the last of them. With `strict` (the default) it fails when there was nothing to skip.
    ///
    /// ```swift
    /// await clock.advance(by: .seconds(10))
    /// await store.skipReceivedActions()          // ten ticks: not what this test is about
    /// ```
    public func skipReceivedActions(
        strict: Bool = true,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        await settle(at: location)
        if received.isEmpty, strict {
            reportFailure(
                "skipReceivedActions() found no received action to skip. Remove the call, or pass strict: false.",
                at: location
            )
        }
        skipReceived(because: "skipReceivedActions()", at: location)
        assertedState = lastReducedState
    }

    /// Cancels every effect still running and waits for them to stop. With `strict` (the
    /// default) it fails when no effect was running.
    ///
    /// ```swift
    /// await store.send(.startTapped)             // starts a timer this test does not follow
    /// await store.skipInFlightEffects()
    /// ```
    public func skipInFlightEffects(
        strict: Bool = true,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        // No settling first: the last step settled, and an effect that never waits would make
        // this fail twice.
        ledger.withLock { $0.lastLocation = location }
        let running = tracker.running
        if running.isEmpty, strict {
            reportFailure(
                "skipInFlightEffects() found no effect in flight to skip. Remove the call, or pass strict: false.",
                at: location
            )
        }
        for effect in running where exhaustivity.showsSkipped {
            reportSkipped("skipInFlightEffects() cancelled \(Self.describe(effect)).", at: location)
        }
        store.cancelAllEffects()
        // Cancelled effects only have to notice; give them a generous bound even when the
        // test shortened `timeout`.
        await settle(at: location, within: max(timeout * 10, .seconds(5)))
        await waitForUnseenWaits { $0.isEmpty }
    }
}
