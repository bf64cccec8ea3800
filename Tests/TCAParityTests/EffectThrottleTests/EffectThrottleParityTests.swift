import Testing
import ViewStateKit
import ViewStateStore
import ViewStateStoreTesting

/// Each tap sends its value back throttled to once a second (TCA's `ThrottleFeature`).
private struct ThrottleFeature: Reducer {
    struct State: Equatable, Sendable {
        var count = 0
    }

    enum Action: Equatable, Sendable {
        case tap(Int)
        case throttledResponse(Int)
    }

    let clock: ManualClock
    let latest: Bool

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .tap(let value):
            return .send(.throttledResponse(value))
                .throttle(id: "throttle", for: .seconds(1), clock: clock, latest: latest)
        case .throttledResponse(let value):
            state.count = value
            return .none
        }
    }
}

/// TCA's `EffectThrottleTests`: the first effect runs at once; those that come while its second
/// lasts are held back, and one of them — the latest or the first — runs when it ends; one that
/// comes after runs at once. TCA's `_Publisher` and `_Async` variants throttle the same `.send`;
/// effects here are one kind, so each pair is one behaviour, and both are kept for the table.
@MainActor
@Suite struct EffectThrottleParity {
    let clock = ManualClock()

    private func makeStore(latest: Bool) -> TestStore<ThrottleFeature.State, ThrottleFeature.Action> {
        TestStore(initialState: ThrottleFeature.State()) { ThrottleFeature(clock: clock, latest: latest) }
    }

    /// Taps 2 to 5 within the first second; each must leave the count alone until it ends.
    private func tapWithinTheWindow(_ store: TestStore<ThrottleFeature.State, ThrottleFeature.Action>) async {
        await store.send(.tap(1))
        await store.receive(.throttledResponse(1)) { $0.count = 1 }
        await store.send(.tap(2))
        await clock.advance(by: .milliseconds(250))
        #expect(store.state.count == 1)
        await store.send(.tap(3))
        await clock.advance(by: .milliseconds(250))
        #expect(store.state.count == 1)
        await store.send(.tap(4))
        await clock.advance(by: .milliseconds(250))
        #expect(store.state.count == 1)
        await store.send(.tap(5))
    }

    @Test func latestRunsTheLastEffectHeldBackWhenTheSecondEnds() async {
        let store = makeStore(latest: true)
        await tapWithinTheWindow(store)
        await clock.advance(by: .milliseconds(250))
        await store.receive(.throttledResponse(5)) { $0.count = 5 }
    }

    @Test func latestRunsTheLastEffectHeldBackEvenWhenTimeRunsPastTheSecond() async {
        let store = makeStore(latest: true)
        await tapWithinTheWindow(store)
        await clock.advance(by: .seconds(1))
        await store.receive(.throttledResponse(5)) { $0.count = 5 }
        await store.finish()
    }

    @Test func firstRunsTheFirstEffectHeldBackWhenTheSecondEnds() async {
        let store = makeStore(latest: false)
        await tapWithinTheWindow(store)
        await clock.advance(by: .milliseconds(250))
        await store.receive(.throttledResponse(2)) { $0.count = 2 }
    }

    @Test func anEffectAfterTheSecondRunsAtOnce() async {
        let store = makeStore(latest: true)
        await store.send(.tap(1))
        await store.receive(.throttledResponse(1)) { $0.count = 1 }
        await clock.advance(by: .seconds(1))
        await store.send(.tap(2))
        await store.receive(.throttledResponse(2)) { $0.count = 2 }
    }

    @Test func theFirstEffectRunsOnceNotAgainWhenTheSecondEnds() async {
        let store = makeStore(latest: true)
        await store.send(.tap(1))
        await store.receive(.throttledResponse(1)) { $0.count = 1 }
        await clock.advance(by: .seconds(1))
        #expect(clock.sleeperCount == 0)   // nothing was held back, so nothing more is sent
        #expect(store.state.count == 1)
        await store.send(.tap(2))
        await store.receive(.throttledResponse(2)) { $0.count = 2 }
    }
}
