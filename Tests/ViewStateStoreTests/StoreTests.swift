import Observation
import Testing
import ViewStateKit
@testable import ViewStateStore

@MainActor
@Suite struct StoreTests {
    @Test func sendChangesTheStateBeforeReturning() {
        let store = Store(initialState: TimerFeature.State()) { TimerFeature(clock: ManualClock()) }
        let task = store.send(.incrementTapped)
        #expect(store.count == 1)
        #expect(!task.hasEffects)
    }

    @Test func aSendEffectIsReducedRightAfterTheActionBeforeSendReturns() {
        let store = Store(initialState: TimerFeature.State()) { TimerFeature(clock: ManualClock()) }
        let recorder = store.recordHistory()
        store.send(.echoTapped("a"))
        #expect(store.log == ["tapped a", "echoed a"])
        #expect(recorder.history.entries.map(\.source) == [.sent, .effect])
    }

    @Test func mergedSendEffectsRunInOrder() {
        let store = Store(initialState: TimerFeature.State()) { TimerFeature(clock: ManualClock()) }
        let recorder = store.recordHistory()
        store.send(.twiceTapped)
        #expect(store.count == 2)
        #expect(recorder.history.actions == [.twiceTapped, .incrementTapped, .incrementTapped])
    }

    @Test func anActionSentWhileReducingIsQueuedAndReducedAfterTheCurrentOne() {
        let store = Store(initialState: TimerFeature.State()) { TimerFeature(clock: ManualClock()) }
        let recorder = store.recordHistory()
        var countsSeenByTheObserver: [Int] = []
        withObservationTracking {
            _ = store.state
        } onChange: {
            // Called from inside send, while the reducer is about to run: a reentrant send.
            MainActor.assumeIsolated {
                countsSeenByTheObserver.append(store.currentState.count)
                store.send(.echoTapped("from observer"))
            }
        }
        store.send(.incrementTapped)
        #expect(countsSeenByTheObserver == [0])
        #expect(store.count == 1)
        #expect(store.log == ["tapped from observer", "echoed from observer"])
        #expect(recorder.history.actions == [.incrementTapped, .echoTapped("from observer"), .echoed("from observer")])
    }

    @Test func theSendHandleWaitsForTheEffectAndWhatItSends() async {
        let clock = ManualClock()
        let store = Store(initialState: TimerFeature.State()) { TimerFeature(clock: clock) }
        let task = store.send(.delayedTapped)
        #expect(task.hasEffects)
        await clock.waitForSleepers(count: 1)
        await clock.advance(by: .seconds(2))
        await task.finish()
        #expect(store.count == 1)
        #expect(store.runningEffectCount == 0)
    }

    @Test func cancelInFlightKeepsOneTimerAndCancelStopsIt() async {
        let clock = ManualClock()
        let store = Store(initialState: TimerFeature.State()) { TimerFeature(clock: clock) }
        let first = store.send(.startTapped)
        await clock.waitForSleepers(count: 1)
        let second = store.send(.startTapped)
        await first.finish()    // the first timer was cancelled in flight
        await clock.waitForSleepers(count: 1)
        await clock.advance(by: .seconds(1))
        await clock.waitForSleepers(count: 1)
        #expect(store.ticks == 1)
        store.send(.stopTapped)
        await second.finish()
        #expect(store.runningEffectCount == 0)
        #expect(clock.sleeperCount == 0)
    }

    @Test func releasingTheStoreCancelsItsEffects() async {
        let clock = ManualClock()
        let probe = EffectProbe()
        var store: Store<Int, Int>? = Store(initialState: 0, reducer: Reduce { state, action in
            state = action
            return .run { _ in
                do { try await clock.sleep(for: .seconds(60)) } catch { probe.record("cancelled") }
            }
        })
        let task = store?.send(1)
        await clock.waitForSleepers(count: 1)
        weak let released = store
        store = nil
        #expect(released == nil)
        await task?.finish()
        #expect(probe.recorded == ["cancelled"])
    }

    @Test func aCancelledEffectCannotSendAnyMore() async {
        let clock = ManualClock()
        let store = Store(initialState: TimerFeature.State()) { TimerFeature(clock: clock) }
        let task = store.send(.startTapped)
        await clock.waitForSleepers(count: 1)
        task.cancel()
        await clock.advance(by: .seconds(1))
        await task.finish()
        #expect(store.ticks == 0)
    }

    @Test func theHistoryKeepsTheLastActionsInOrder() {
        let store = Store(initialState: TimerFeature.State(), reducer: TimerFeature(clock: ManualClock()))
        let recorder = store.recordHistory(limit: 3)
        for _ in 0..<4 { store.send(.incrementTapped) }
        store.send(.tick)
        #expect(recorder.history.actions == [.incrementTapped, .incrementTapped, .tick])
        #expect(recorder.history.entries.map(\.sequenceNumber) == [3, 4, 5])
        #expect(recorder.history.totalCount == 5)
    }

    @Test func aStoreRecordsOnlyWhileARecorderIsHeldEachFromWhenItWasMade() {
        let store = Store(initialState: TimerFeature.State(), reducer: TimerFeature(clock: ManualClock()))
        store.send(.incrementTapped)
        #expect(store.recorders == nil, "nobody asked: nothing is kept")
        var first: ActionHistoryRecorder? = store.recordHistory()
        store.send(.tick)
        let second = store.recordHistory()
        store.send(.incrementTapped)
        #expect(first?.history.actions == [.tick, .incrementTapped])
        #expect(second.history.actions == [.incrementTapped])
        first = nil
        store.send(.tick)
        #expect(second.history.actions == [.incrementTapped, .tick])
        _ = consume second
        store.send(.tick)
        #expect(store.recorders == nil, "the last recorder went: the store stopped recording")
    }

    /// Observation is told of a change only when someone read the state since the last one —
    /// the only way an observer can be tracking it — and every observer hears of every change.
    @Test func everyObserverTrackingTheStateHearsOfTheNextChange() {
        let store = Store(initialState: TimerFeature.State()) { TimerFeature(clock: ManualClock()) }
        let heard = LockedValue(0)
        func track() {
            withObservationTracking { _ = store.count } onChange: { heard.withLock { $0 += 1 } }
        }
        store.send(.incrementTapped)          // nobody tracks
        track()
        store.send(.incrementTapped)
        #expect(heard.current == 1)
        store.send(.incrementTapped)          // the observer has not tracked again
        #expect(heard.current == 1)
        track()
        track()
        store.send(.incrementTapped)
        #expect(heard.current == 3, "both observations hear of it")
    }

    @Test func aThrowingEffectWithACatchHandlerTurnsTheErrorIntoAnAction() async {
        struct Failure: Error {}
        let store = Store(initialState: [String](), reducer: Reduce<[String], String> { state, action in
            state.append(action)
            guard action == "go" else { return .none }
            return .run { _ in throw Failure() } catch: { _, send in await send("failed") }
        })
        await store.send("go").finish()
        #expect(store.state == ["go", "failed"])
    }
}
