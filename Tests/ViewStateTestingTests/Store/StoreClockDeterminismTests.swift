import Testing
import ViewStateKit
import ViewStateTesting
import ViewStateStore
import ViewStateStoreTesting

/// A plain `Store` and a test store on a ``ManualClock``: exact ticks, every time, and an hour of
/// ticks settled step by step without wall-clock waits.
@MainActor
@Suite struct StoreClockDeterminismTests {
    @Test func aPlainStoreTicksExactlyThreeTimesInThreeSecondsEveryTime() async {
        for _ in 0..<200 {
            let clock = ManualClock()
            let store = Store(initialState: TickerFeature.State()) { TickerFeature(clock: clock) }
            store.send(.startTapped)
            await clock.waitForSleepers(count: 1)
            await clock.advance(by: .seconds(3))
            #expect(store.ticks == 3)
            store.send(.stopTapped)
        }
    }

    @Test func anHourOfOneSecondTicksAdvancesStepByStepThroughATestStore() async {
        let clock = ManualClock()
        let store = TestStore(initialState: TickerFeature.State()) { TickerFeature(clock: clock) }
        store.exhaustivity = .off
        await store.send(.startTapped)
        await clock.advance(by: .seconds(3600))
        await store.skipReceivedActions()
        #expect(store.state.ticks == 3600)
        await store.send(.stopTapped)
    }

    @Test func anHourOfOneSecondTicksAdvancesStepByStepThroughAPlainStore() async {
        let clock = ManualClock()
        let store = Store(initialState: TickerFeature.State()) { TickerFeature(clock: clock) }
        store.send(.startTapped)
        await clock.waitForSleepers(count: 1)
        await clock.advance(by: .seconds(3600))
        #expect(store.ticks == 3600)
        store.send(.stopTapped)
    }
}
