import Foundation
import ViewStateKit
import ViewStateTesting
import ViewStateStore
import ViewStateStoreTesting

/// The test store's failure texts, in the table both test frameworks run.
extension FailureCase {
    static let testStoreCases: [FailureCase] = [
        FailureCase(name: "a child action with no child is reported at its send") { _ in
            let store = TestStore(initialState: RuntimeWarningTests.Rows.State()) { RuntimeWarningTests.Rows() }
            await store.send(.row(id: 7, action: "tap"))
        } messages: { _, _ in
            ["""
            forEach at ViewStateTestingTests/RuntimeWarningTests.swift:\(RuntimeWarningTests.Rows.forEachLine) received an action \
            for id 7, which is not in the collection (ids present: [1, 2]): row(id: 7, action: "tap"). The element was removed \
            while its action was on the way; cancel its effects when removing it, or check the id before sending.
            """]
        },
        FailureCase(name: "receive with nothing in flight says the effect may have been cancelled") { _ in
            let store = TestStore(initialState: SearchFeature.State()) { SearchFeature(search: .mock(["a"]), clock: ManualClock()) }
            await store.receive(.searchFailed)
        } messages: { _, _ in
            ["""
            Expected to receive SearchFeature.Action.searchFailed, but no action was received.
            No effect is running: the effect that would send it may have been cancelled, or may have finished \
            without sending it.
            """]
        },
        FailureCase(name: "receive before the clock reached the effect says how far to advance") { _ in
            let store = TestStore(initialState: TickerFeature.State()) { TickerFeature(clock: ManualClock()) }
            await store.send(.startTapped)
            await store.receive(.tick)
            await store.skipInFlightEffects()
        } messages: { _, _ in
            ["""
            Expected to receive TickerFeature.Action.tick, but no action was received.
            Effects still running:
              • the effect at ViewStateTestingTests/TestStoreFixtures.swift:77, started by \
            TickerFeature.Action.startTapped (waiting on a ManualClock sleep until 1.0 seconds)
            Next wake-up in 1 s: advance the clock at least that far.
            """]
        },
        FailureCase(name: "receive names a suspended mock call the effect waits on") { _ in
            let clock = ManualClock()
            let search = UseCaseMock<String, [String]>.mock(["a"])
            search.suspendCalls()
            let store = TestStore(initialState: SearchFeature.State()) { SearchFeature(search: search, clock: clock) }
            await store.send(.queryChanged("a")) { $0.query = "a"; $0.isSearching = true }
            await clock.advance(by: .milliseconds(300))
            await store.receive(.searchResponse(["a"]))
            await store.skipInFlightEffects()
        } messages: { _, _ in
            ["""
            Expected to receive SearchFeature.Action.searchResponse(["a"]), but no action was received.
            Effects still running:
              • the effect at ViewStateTestingTests/TestStoreFixtures.swift:30, started by \
            SearchFeature.Action.queryChanged("a") (waiting on SearchUseCase.search call #1, suspended until released)
            """]
        },
        FailureCase(name: "an effect left running is reported with the next wake-up") { _ in
            let store = TestStore(initialState: TickerFeature.State()) { TickerFeature(clock: ManualClock()) }
            await store.send(.startTapped)
            await store.finish()
        } messages: { _, _ in
            [TestStoreMessages.tickerStillRunning(sleepUntil: "1.0", wakeUpIn: "1 s")]
        },
        FailureCase(name: "an action left unasserted mentions non-exhaustive mode") { _ in
            let store = TestStore(initialState: ChainFeature.State()) { ChainFeature() }
            await store.send(.start) { $0.log = ["start"] }
            await store.receive(.step(1)) { $0.log.append("step 1") }
            await store.finish()
        } messages: { _, _ in
            ["""
            The store received 2 actions the test did not assert:
              • ChainFeature.Action.step(2)
              • ChainFeature.Action.step(3)
            Assert each with receive(_:), call skipReceivedActions(), or set exhaustivity = .off to check only \
            what the test asserts.
            """]
        },
        FailureCase(name: "task.finish on an effect sleeping on the clock fails at once") { _ in
            let store = TestStore(initialState: TickerFeature.State()) { TickerFeature(clock: ManualClock()) }
            await store.send(.startTapped).finish()
            await store.skipInFlightEffects()
        } messages: { _, _ in
            ["""
            task.finish() cannot return: this effect is still running and only goes on when the test acts:
              • the effect at ViewStateTestingTests/TestStoreFixtures.swift:77, started by \
            TickerFeature.Action.startTapped (waiting on a ManualClock sleep until 1.0 seconds)
            Next wake-up in 1 s: advance the clock at least that far.
            Advance the clock or release what it waits on before awaiting finish(), or cancel the task.
            """]
        },
        FailureCase(name: "an effect waiting on a stream nobody feeds fails receive after the timeout") { _ in
            let (values, feed) = AsyncStream.makeStream(of: Int.self)
            let store = TestStore(initialState: StreamFeature.State()) { StreamFeature(values: values) }
            store.timeout = .milliseconds(50)
            await store.send(.listen)
            await store.receive(.received(1))
            store.timeout = .seconds(1)
            await store.send(.stop)
            feed.finish()
        } messages: { _, _ in
            ["""
            Expected to receive StreamFeature.Action.received(1), but no action was received.
            Effects still running:
              • the effect at ViewStateTestingTests/SemanticsFixtures.swift:50, started by \
            StreamFeature.Action.listen (waiting on something the test store cannot see: not a ManualClock \
            sleep or a suspended UseCaseMock call)
            """]
        },
        FailureCase(name: "an effect that never waits fails the step after ten times the timeout") { _ in
            let store = TestStore(initialState: 0) { SpinFeature() }
            store.timeout = .milliseconds(20)
            await store.send("spin")
            await store.skipInFlightEffects()
        } messages: { _, _ in
            ["""
            Effects kept running for 0.2 s without waiting on anything (a loop that never suspends?), so the \
            test store stopped waiting for them.
            Effects still running:
              • the effect at ViewStateTestingTests/SemanticsFixtures.swift:83, started by "spin" (running)
            """]
        },
        FailureCase(name: "an effect's send after it finished is reported") { _ in
            let kept = LateSendFeature.Kept()
            let store = TestStore(initialState: 0) { LateSendFeature(kept: kept) }
            await store.send(0)
            kept.send.current?(5)
            await store.finish()
        } messages: { _, _ in
            ["""
            An effect sent 5 after it had finished: the effect at ViewStateTestingTests/SemanticsFixtures.swift:73, \
            started by 0. The action was dropped. Keep work that sends inside the effect's operation (await it there), \
            or start it as an effect of its own.
            """]
        },
        FailureCase(name: "store.assert shows a diff against the current state") { _ in
            let store = TestStore(initialState: ChainFeature.State()) { ChainFeature() }
            store.assert { $0.log = ["start"] }
        } messages: { _, _ in
            ["""
            The state is not what store.assert expected:

            - expected
            + actual

              ChainFeature.State(
            -   log: [
            -     [0]: "start"
            -   ]
            +   log: []
              )
            """]
        },
        FailureCase(name: "strict skips fail when there is nothing to skip") { _ in
            let store = TestStore(initialState: ChainFeature.State()) { ChainFeature() }
            await store.skipReceivedActions()
            await store.skipInFlightEffects()
        } messages: { _, _ in
            [
                "skipReceivedActions() found no received action to skip. Remove the call, or pass strict: false.",
                "skipInFlightEffects() found no effect in flight to skip. Remove the call, or pass strict: false.",
            ]
        },
    ]
}
