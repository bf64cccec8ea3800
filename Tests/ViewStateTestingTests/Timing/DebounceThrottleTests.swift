import Testing
import ViewStateKit
import ViewStateTesting
import ViewStateStore
import ViewStateStoreTesting

/// A search field debounced, and a scroll position saved throttled.
private struct TimingFeature: Reducer {
    struct State: Equatable, Sendable {
        var query = ""
        var searched: [String] = []
        var saved: [Int] = []
    }

    enum Action: Equatable, Sendable {
        case queryChanged(String)
        case searched(String)
        case scrolled(Int)
        case saved(Int)
        case cancelTapped
    }

    enum CancelID { case search, save }

    let clock: ManualClock
    var latest = true

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .queryChanged(let query):
            state.query = query
            return .run { send in await send(.searched(query)) }
                .debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)
        case .searched(let query):
            state.searched.append(query)
            return .none
        case .scrolled(let offset):
            return .run { send in await send(.saved(offset)) }
                .throttle(id: CancelID.save, for: .seconds(1), clock: clock, latest: latest)
        case .saved(let offset):
            state.saved.append(offset)
            return .none
        case .cancelTapped:
            return .merge(.cancel(id: CancelID.search), .cancel(id: CancelID.save))
        }
    }
}

@MainActor
@Suite struct DebounceTests {
    @Test func onlyTheLastQueryRunsOnceTypingPauses() async {
        let clock = ManualClock()
        let store = TestStore(initialState: TimingFeature.State()) { TimingFeature(clock: clock) }
        await store.send(.queryChanged("s")) { $0.query = "s" }
        await clock.advance(by: .milliseconds(200))
        await store.send(.queryChanged("sw")) { $0.query = "sw" }
        await clock.advance(by: .milliseconds(299))
        #expect(clock.sleeperCount == 1)   // "sw" still waits; "s" is gone
        await clock.advance(by: .milliseconds(1))
        await store.receive(.searched("sw")) { $0.searched = ["sw"] }
        #expect(clock.now == ManualClock.Instant(offset: .milliseconds(500)))
    }

    @Test func cancellingByIDStopsTheWaitingEffect() async {
        let clock = ManualClock()
        let store = TestStore(initialState: TimingFeature.State()) { TimingFeature(clock: clock) }
        await store.send(.queryChanged("s")) { $0.query = "s" }
        await store.send(.cancelTapped)
        await clock.advance(by: .seconds(1))
        #expect(clock.sleeperCount == 0)
        await store.finish()
    }

    @Test func aDebouncedSendWaitsToo() async {
        let clock = ManualClock()
        let store = TestStore(initialState: 0) {
            Reduce<Int, Int> { state, action in
                state += action
                return action == 1 ? Effect.send(10).debounce(id: "add", for: .seconds(1), clock: clock) : .none
            }
        }
        await store.send(1) { $0 = 1 }
        await clock.advance(by: .seconds(1))
        await store.receive(10) { $0 = 11 }
    }
}

@MainActor
@Suite struct ThrottleTests {
    @Test func theFirstRunsAtOnceAndTheLatestWhenTheWindowCloses() async {
        let clock = ManualClock()
        let store = TestStore(initialState: TimingFeature.State()) { TimingFeature(clock: clock) }
        await store.send(.scrolled(1))
        await store.receive(.saved(1)) { $0.saved = [1] }
        await store.send(.scrolled(2))
        await store.send(.scrolled(3))
        await clock.advance(by: .seconds(1))
        await store.receive(.saved(3)) { $0.saved = [1, 3] }
        // The trailing run opened a new window at 1 s: 4 waits for it to close at 2 s.
        await store.send(.scrolled(4))
        await clock.advance(by: .milliseconds(999))
        await clock.advance(by: .milliseconds(1))
        await store.receive(.saved(4)) { $0.saved = [1, 3, 4] }
    }

    @Test func withLatestOffTheFirstOfTheWindowRuns() async {
        let clock = ManualClock()
        let store = TestStore(initialState: TimingFeature.State()) { TimingFeature(clock: clock, latest: false) }
        await store.send(.scrolled(1))
        await store.receive(.saved(1)) { $0.saved = [1] }
        await store.send(.scrolled(2))
        await store.send(.scrolled(3))
        await clock.advance(by: .seconds(1))
        await store.receive(.saved(2)) { $0.saved = [1, 2] }
    }

    @Test func afterAQuietWindowTheNextRunsAtOnce() async {
        let clock = ManualClock()
        let store = TestStore(initialState: TimingFeature.State()) { TimingFeature(clock: clock) }
        await store.send(.scrolled(1))
        await store.receive(.saved(1)) { $0.saved = [1] }
        await clock.advance(by: .seconds(1))
        await store.send(.scrolled(5))
        await store.receive(.saved(5)) { $0.saved = [1, 5] }
    }

    @Test func cancellingDropsTheEffectWaitingForTheWindow() async {
        let clock = ManualClock()
        let store = TestStore(initialState: TimingFeature.State()) { TimingFeature(clock: clock) }
        await store.send(.scrolled(1))
        await store.receive(.saved(1)) { $0.saved = [1] }
        await store.send(.scrolled(2))
        await store.send(.cancelTapped)
        await clock.advance(by: .seconds(2))
        await store.finish()
        // The window closed at 1 s: the next runs at once.
        await store.send(.scrolled(3))
        await store.receive(.saved(3)) { $0.saved = [1, 3] }
    }

    @Test func eachClockHasItsOwnWindows() async {
        let (first, second) = (ManualClock(), ManualClock())
        let one = TestStore(initialState: TimingFeature.State()) { TimingFeature(clock: first) }
        let two = TestStore(initialState: TimingFeature.State()) { TimingFeature(clock: second) }
        await one.send(.scrolled(1))
        await two.send(.scrolled(1))
        await one.receive(.saved(1)) { $0.saved = [1] }
        await two.receive(.saved(1)) { $0.saved = [1] }
    }
}

@MainActor
@Suite struct ThrottleClockLifetimeTests {
    @Test func aNewClockNeverInheritsTheWindowOfAClockThatIsGone() async {
        for _ in 0..<20 {
            // Each clock starts at zero and may reuse a freed clock's address: its first effect
            // must still run at once.
            let clock = ManualClock()
            let store = TestStore(initialState: TimingFeature.State()) { TimingFeature(clock: clock) }
            await store.send(.scrolled(1))
            await store.receive(.saved(1)) { $0.saved = [1] }
        }
    }
}
