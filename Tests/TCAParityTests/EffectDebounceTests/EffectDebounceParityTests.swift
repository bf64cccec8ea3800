import Testing
import ViewStateKit
import ViewStateStore
import ViewStateStoreTesting

/// TCA's `EffectDebounceTests`: of effects debounced under one id in quick succession only the
/// last runs, once the wait has passed without another; and nothing of it runs before. Each
/// debounced action carries the clock's time when it was sent, so a test checks when it arrived,
/// not only that it did.
@MainActor
@Suite struct EffectDebounceParity {
    enum Action: Equatable, Sendable {
        case typed(Int)
        /// `value`, sent by the debounced work when the clock read `at`.
        case debounced(Int, at: Duration)
    }

    private struct DebounceID: Hashable, Sendable {}

    let clock = ManualClock()
    /// How many times a debounced effect's work began.
    let runs = LockedValue(0)

    private func makeStore() -> TestStore<[Int], Action> {
        TestStore(initialState: []) { [clock, runs] in
            Reduce<[Int], Action> { state, action in
                switch action {
                case .typed(let value):
                    return .run { send in
                        runs.withLock { $0 += 1 }
                        await send(.debounced(value, at: clock.now.offset))
                    }
                    .debounce(id: DebounceID(), for: .seconds(1), clock: clock)
                case .debounced(let value, _):
                    state.append(value)
                    return .none
                }
            }
        }
    }

    @Test func onlyTheLastOfEffectsInQuickSuccessionRunsOnceTheWaitPasses() async throws {
        let store = makeStore()
        await store.send(.typed(1))             // at 0 s
        await clock.advance(by: .milliseconds(500))
        await store.send(.typed(2))             // at 0.5 s: 1 is dropped
        await clock.advance(by: .milliseconds(500))
        await store.send(.typed(3))             // at 1 s: 2 is dropped
        await clock.advance(by: .milliseconds(500))
        #expect(runs.current == 0, "at 1.5 s no debounced work has run: 1 and 2 were dropped, 3 waits")
        await clock.advance(by: .milliseconds(500))
        // 3 arrives at 2 s, a whole second after the last send, and only then.
        await store.receive(.debounced(3, at: .seconds(2))) { $0 = [3] }
        try await clock.run()
        await store.finish()
        #expect(runs.current == 1)
    }

    @Test func theDebouncedWorkDoesNotBeginBeforeTheWaitPasses() async {
        let store = makeStore()
        await store.send(.typed(1))
        #expect(runs.current == 0)
        await clock.advance(by: .milliseconds(500))
        #expect(runs.current == 0)
        await clock.advance(by: .milliseconds(500))
        await store.receive(.debounced(1, at: .seconds(1))) { $0 = [1] }
        #expect(runs.current == 1)
    }
}
