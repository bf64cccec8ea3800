import Testing
import ViewStateKit
import ViewStateTesting
import ViewStateStore
import ViewStateStoreTesting

/// Nothing a test store does can hang: waits it can see settle at once, waits it cannot see are
/// bounded by `timeout`, and each bound fails naming the effect and what it waits on.
@MainActor
@Suite struct TestStoreBoundedWaitTests {
    @Test func anEffectIteratingAStreamTheTestFeedsDoesNotHoldUpSend() async {
        let (values, feed) = AsyncStream.makeStream(of: Int.self)
        let store = TestStore(initialState: StreamFeature.State()) { StreamFeature(values: values) }
        await store.send(.listen)                      // returns: the effect waits on the stream
        feed.yield(1)
        await store.receive(.received(1)) { $0.values = [1] }
        feed.yield(2)
        feed.yield(3)
        await store.receive(.received(2)) { $0.values = [1, 2] }
        await store.receive(.received(3)) { $0.values = [1, 2, 3] }
        feed.finish()
        await store.finish()
    }

    @Test func receivingFromAStreamNobodyFeedsFailsAfterTheTimeout() async {
        let (values, feed) = AsyncStream.makeStream(of: Int.self)
        await expectFailures([(#line + 10, """
            Expected to receive StreamFeature.Action.received(1), but no action was received.
            Effects still running:
              • the effect at ViewStateTestingTests/SemanticsFixtures.swift:50, started by \
            StreamFeature.Action.listen (waiting on something the test store cannot see: not a ManualClock \
            sleep or a suspended UseCaseMock call)
            """)]) {
            let store = TestStore(initialState: StreamFeature.State()) { StreamFeature(values: values) }
            store.timeout = .milliseconds(50)
            await store.send(.listen)
            await store.receive(.received(1))
            store.timeout = .seconds(1)
            await store.send(.stop)
        }
        feed.finish()
    }

    @Test func finishingWithAListenerStillRunningFailsAfterTheTimeoutAtTheSendThatStartedIt() async {
        let (values, feed) = AsyncStream.makeStream(of: Int.self)
        let sendLine = #line + 10
        await expectFailures([(sendLine, """
            An effect started here is still running at the end of the test: the effect at \
            ViewStateTestingTests/SemanticsFixtures.swift:50, started by StreamFeature.Action.listen (waiting on \
            something the test store cannot see: not a ManualClock sleep or a suspended UseCaseMock call).
            Advance the clock or release what it waits on and receive what it sends, cancel it in the reducer, \
            call skipInFlightEffects(), or set exhaustivity = .off to check only what the test asserts.
            """)]) {
            let store = TestStore(initialState: StreamFeature.State()) { StreamFeature(values: values) }
            store.timeout = .milliseconds(50)
            await store.send(.listen)
            await store.finish()
        }
        feed.finish()
    }

    @Test func finishingATaskWhoseEffectSleepsOnTheManualClockFailsAtOnce() async {
        let clock = ManualClock()
        await expectFailures([(#line + 9, """
            task.finish() cannot return: this effect is still running and only goes on when the test acts:
              • the effect at ViewStateTestingTests/TestStoreFixtures.swift:77, started by \
            TickerFeature.Action.startTapped (waiting on a ManualClock sleep until 1.0 seconds)
            Next wake-up in 1 s: advance the clock at least that far.
            Advance the clock or release what it waits on before awaiting finish(), or cancel the task.
            """)]) {
            let store = TestStore(initialState: TickerFeature.State()) { TickerFeature(clock: clock) }
            let task = await store.send(.startTapped)
            await task.finish()
            await store.send(.stopTapped)
        }
    }

    @Test func finishingATaskWaitsForWhatTheClockReleases() async {
        let clock = ManualClock()
        let store = TestStore(initialState: TickerFeature.State()) { TickerFeature(clock: clock, stopAfter: 2) }
        let task = await store.send(.startTapped)
        #expect(!task.isCompleted)
        await clock.advance(by: .seconds(2))
        await store.receive(.tick) { $0.ticks = 1 }
        await store.receive(.tick) { $0.ticks = 2 }
        await task.finish()
        #expect(task.isCompleted)
    }

    @Test func anEffectThatNeverWaitsFailsAfterTenTimesTheTimeout() async {
        await expectFailures([(#line + 8, """
            Effects kept running for 0.2 s without waiting on anything (a loop that never suspends?), so the \
            test store stopped waiting for them.
            Effects still running:
              • the effect at ViewStateTestingTests/SemanticsFixtures.swift:83, started by "spin" (running)
            """)]) {
            let store = TestStore(initialState: 0) { SpinFeature() }
            store.timeout = .milliseconds(20)
            await store.send("spin")
            await store.skipInFlightEffects()
        }
    }
}
