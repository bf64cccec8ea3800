import Testing
import ViewStateKit
import ViewStateTesting
import ViewStateStore
import ViewStateStoreTesting

/// How a test store's effects meet ``ManualClock``'s step-by-step advancing.
@MainActor
@Suite struct TestStoreClockTests {
    @Test func aRepeatingTimerAdvancedByThreeIntervalsTicksThreeTimes() async {
        let clock = ManualClock()
        let store = TestStore(initialState: TickerFeature.State()) { TickerFeature(clock: clock) }
        await store.send(.startTapped)
        await clock.advance(by: .seconds(3))
        await store.receive(.tick) { $0.ticks = 1 }
        await store.receive(.tick) { $0.ticks = 2 }
        await store.receive(.tick) { $0.ticks = 3 }
        #expect(clock.now == ManualClock.Instant(offset: .seconds(3)))
        await store.send(.stopTapped)
    }

    @Test func aDebounceFiresOnlyTheLastQueryAndItsLatencyStartsWhenTheDebounceEnds() async {
        let clock = ManualClock()
        let search = UseCaseMock<String, [String]>(
            "SearchUseCase.search", results: [.success(["swift"])], latency: .milliseconds(200), clock: clock)
        let store = TestStore(initialState: SearchFeature.State()) { SearchFeature(search: search, clock: clock) }
        await store.send(.queryChanged("s")) { $0.query = "s"; $0.isSearching = true }
        await clock.advance(by: .milliseconds(100))
        await store.send(.queryChanged("sw")) { $0.query = "sw" }
        await clock.advance(by: .milliseconds(100))
        await store.send(.queryChanged("swi")) { $0.query = "swi" }
        // Debounce ends at 0.5 s, the call's 200 ms latency at 0.7 s: one advance covers both.
        await clock.advance(by: .milliseconds(500))
        await store.receive(.searchResponse(["swift"])) { $0.results = ["swift"]; $0.isSearching = false }
        #expect(search.calls == ["swi"])
        #expect(clock.sleeperCount == 0)
    }

    @Test func aTimerCancelledByItsOwnTickStopsBetweenSteps() async {
        let clock = ManualClock()
        let store = TestStore(initialState: TickerFeature.State()) { TickerFeature(clock: clock, stopAfter: 2) }
        await store.send(.startTapped)
        await clock.advance(by: .seconds(5))
        await store.receive(.tick) { $0.ticks = 1 }
        await store.receive(.tick) { $0.ticks = 2 }
        #expect(clock.sleeperCount == 0)
        #expect(clock.now == ManualClock.Instant(offset: .seconds(5)))
        await store.finish()
    }

    @Test func runAdvancesUntilNothingSleeps() async throws {
        let clock = ManualClock()
        let store = TestStore(initialState: TickerFeature.State()) { TickerFeature(clock: clock, stopAfter: 3) }
        await store.send(.startTapped)
        try await clock.run()
        await store.receive(.tick) { $0.ticks = 1 }
        await store.receive(.tick) { $0.ticks = 2 }
        await store.receive(.tick) { $0.ticks = 3 }
        #expect(clock.now == ManualClock.Instant(offset: .seconds(3)))
    }

    @Test func runStopsATimerThatNeverEndsAfterMaxSteps() async {
        let clock = ManualClock()
        let store = TestStore(initialState: TickerFeature.State()) { TickerFeature(clock: clock) }
        store.exhaustivity = .off
        await store.send(.startTapped)
        await #expect(throws: ManualClockError.sleepersRemainAfterMaxSteps(4, sleepers: 1, nextDeadline: .init(offset: .seconds(5)))) {
            try await clock.run(maxSteps: 4)
        }
        store.assert { $0.ticks = 4 }
        await store.send(.stopTapped)
    }
}
