import Testing
import ViewStateKit
import ViewStateTesting
import ViewStateStore
import ViewStateStoreTesting

/// The state a test reads is the state as of the last step, though fed-back actions are reduced
/// as they arrive; inside a step's closure it is the state before that step (TCA's rule).
@MainActor
@Suite struct TestStoreStateVisibilityTests {
    @Test func insideAStepTheStateIsTheOneBeforeItAndRightAfterItIsItsResult() async {
        let store = TestStore(initialState: ChainFeature.State()) { ChainFeature() }
        await store.send(.start) {
            #expect(store.state.log == [])
            $0.log = ["start"]
            #expect(store.state.log == [])
        }
        // The effect has sent all three steps by now; none is asserted yet.
        #expect(store.state.log == ["start"])
        await store.receive(.step(1)) {
            #expect(store.state.log == ["start"])
            $0.log.append("step 1")
        }
        #expect(store.state.log == ["start", "step 1"])
        await store.receive(.step(2)) { $0.log.append("step 2") }
        #expect(store.state.log == ["start", "step 1", "step 2"])
        await store.receive(.step(3)) { $0.log.append("step 3") }
        #expect(store.state.log == ["start", "step 1", "step 2", "step 3"])
    }

    @Test func skippingReceivedActionsShowsTheLatestState() async {
        let store = TestStore(initialState: ChainFeature.State()) { ChainFeature() }
        await store.send(.start) { $0.log = ["start"] }
        await store.skipReceivedActions()
        #expect(store.state.log == ["start", "step 1", "step 2", "step 3"])
    }

    /// Non-exhaustive too, `store.state` is as of the last step; `store.assert`, a step of its
    /// own, first skips what was received, so it checks the latest state.
    @Test func aNonExhaustiveStoreShowsTheStateAsOfTheLastStep() async {
        let store = TestStore(initialState: ChainFeature.State()) { ChainFeature() }
        store.exhaustivity = .off
        await store.send(.start)
        #expect(store.state.log == ["start"])
        store.assert { $0.log = ["start", "step 1", "step 2", "step 3"] }
        #expect(store.state.log == ["start", "step 1", "step 2", "step 3"])
    }

    @Test func anEffectStillRunningIsReportedAtTheSendThatStartedIt() async {
        let clock = ManualClock()
        let startLine = #line + 3
        await expectFailures([(startLine, TestStoreMessages.tickerStillRunning(sleepUntil: "1.0", wakeUpIn: "1 s"))]) {
            let store = TestStore(initialState: TickerFeature.State()) { TickerFeature(clock: clock) }
            await store.send(.startTapped)
            await store.send(.tick) { $0.ticks = 1 }
            await store.finish()
        }
    }

    @Test func anEffectStartedByAFedBackActionIsReportedAtItsReceive() async {
        let clock = ManualClock()
        let receiveLine = #line + 7
        await expectFailures([(receiveLine, TestStoreMessages.tickerStillRunning(sleepUntil: "1.0", wakeUpIn: "1 s", startedBy: "TickerFeature.Action.startTapped"))]) {
            let store = TestStore(initialState: TickerFeature.State()) {
                Reduce<TickerFeature.State, TickerFeature.Action> { _, action in action == .stopTapped ? .send(.startTapped) : .none }
                TickerFeature(clock: clock)
            }
            await store.send(.stopTapped)
            await store.receive(.startTapped)
            await store.finish()
        }
    }

    @Test func anEffectsSendAfterItFinishedIsReportedAndDropped() async {
        let kept = LateSendFeature.Kept()
        await expectFailures([(#line + 8, """
            An effect sent 5 after it had finished: the effect at ViewStateTestingTests/SemanticsFixtures.swift:73, \
            started by 0. The action was dropped. Keep work that sends inside the effect's operation (await it there), \
            or start it as an effect of its own.
            """)]) {
            let store = TestStore(initialState: 0) { LateSendFeature(kept: kept) }
            await store.send(0)
            kept.send.current?(5)
            await store.finish()
            #expect(store.state == 0)
        }
    }
}

/// Messages several suites expect.
enum TestStoreMessages {
    static func tickerStillRunning(sleepUntil: String, wakeUpIn: String, startedBy: String = "TickerFeature.Action.startTapped") -> String {
        """
        An effect started here is still running at the end of the test: the effect at \
        ViewStateTestingTests/TestStoreFixtures.swift:77, started by \(startedBy) \
        (waiting on a ManualClock sleep until \(sleepUntil) seconds).
        Next wake-up in \(wakeUpIn): advance the clock at least that far.
        Advance the clock or release what it waits on and receive what it sends, cancel it in the reducer, \
        call skipInFlightEffects(), or set exhaustivity = .off to check only what the test asserts.
        """
    }
}
