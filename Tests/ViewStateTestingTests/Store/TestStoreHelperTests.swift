import Testing
import ViewStateKit
import ViewStateTesting
import ViewStateStore
import ViewStateStoreTesting

/// The helpers a test reaches for: scoped exhaustivity, showing what was skipped, asserting the
/// current state, and skipping actions or effects on purpose.
@MainActor
@Suite struct TestStoreHelperTests {
    @Test func withExhaustivityAppliesOnlyInsideTheBlock() async {
        let store = TestStore(initialState: ChainFeature.State()) { ChainFeature() }
        await store.withExhaustivity(.off) {
            await store.send(.start)                    // state change and three steps unasserted
            #expect(store.exhaustivity == .off)
        }
        #expect(store.exhaustivity == .on)
        await store.send(.step(9)) { $0.log.append("step 9") }
    }

    @Test func showSkippedNotesWhatWasSkippedWithoutFailing() async {
        let notes = await recordedWarnings {
            let store = TestStore(initialState: ChainFeature.State()) { ChainFeature() }
            store.exhaustivity = .off(showSkipped: true)
            await store.send(.start)
            await store.receive(.step(3))
        }
        #expect(notes == [
            """
            Skipped (non-exhaustive): send(ChainFeature.Action.start) changed the state in ways the test did not assert:

            - expected
            + actual

              ChainFeature.State(
            -   log: []
            +   log: [
            +     [0]: "start"
            +   ]
              )
            """,
            """
            Skipped (non-exhaustive): receive(ChainFeature.Action.step(3)) skipped 2 received actions:
              • ChainFeature.Action.step(1)
              • ChainFeature.Action.step(2)
            """,
            """
            Skipped (non-exhaustive): receive(ChainFeature.Action.step(3)) changed the state in ways the test did not assert:

            - expected
            + actual

              ChainFeature.State(
                log: [
                  [0]: "start",
                  [1]: "step 1",
            -     [2]: "step 2"
            +     [2]: "step 2",
            +     [3]: "step 3"
                ]
              )
            """,
        ])
    }

    @Test func assertChecksTheCurrentState() async {
        let clock = ManualClock()
        let store = TestStore(initialState: TickerFeature.State()) { TickerFeature(clock: clock) }
        store.exhaustivity = .off
        await store.send(.startTapped)
        await clock.advance(by: .seconds(3))
        store.assert { $0.ticks = 3 }
        await expectFailures([(#line + 11, """
            The state is not what store.assert expected:

            - expected
            + actual

              TickerFeature.State(
            -   ticks: 4
            +   ticks: 3
              )
            """)]) {
            store.assert { $0.ticks = 4 }
        }
        await store.send(.stopTapped)
    }

    @Test func skipReceivedActionsIsStrictUnlessToldOtherwise() async {
        let store = TestStore(initialState: ChainFeature.State()) { ChainFeature() }
        await expectFailures([(#line + 3, """
            skipReceivedActions() found no received action to skip. Remove the call, or pass strict: false.
            """)]) {
            await store.skipReceivedActions()
        }
        await store.skipReceivedActions(strict: false)
        await store.send(.start) { $0.log = ["start"] }
        await store.skipReceivedActions()
        #expect(store.state.log.count == 4)
    }

    @Test func skipInFlightEffectsIsStrictUnlessToldOtherwise() async {
        let clock = ManualClock()
        let store = TestStore(initialState: TickerFeature.State()) { TickerFeature(clock: clock) }
        await expectFailures([(#line + 3, """
            skipInFlightEffects() found no effect in flight to skip. Remove the call, or pass strict: false.
            """)]) {
            await store.skipInFlightEffects()
        }
        await store.skipInFlightEffects(strict: false)
        await store.send(.startTapped)
        await store.skipInFlightEffects()
        #expect(clock.sleeperCount == 0)
    }
}

/// The warnings (informational issues) `body` records, in order.
@MainActor
func recordedWarnings(_ body: () async -> Void) async -> [String] {
    let recorded = LockedValue<[String]>([])
    await withKnownIssue(isIntermittent: true) {
        await body()
    } matching: { issue in
        recorded.withLock { $0.append(issue.comments.map(\.rawValue).joined()) }
        return issue.severity == .warning
    }
    return recorded.current
}
