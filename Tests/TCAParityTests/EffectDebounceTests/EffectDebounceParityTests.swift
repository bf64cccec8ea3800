import Testing
import ViewStateKit
import ViewStateStore
import ViewStateStoreTesting

/// TCA's `EffectDebounceTests`: of effects debounced under one id in quick succession only the
/// last runs, once the wait has passed without another; and nothing of it runs before.
@MainActor
@Suite struct EffectDebounceParity {
    enum Action: Equatable, Sendable {
        case typed(Int)
        case debounced(Int)
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
                        await send(.debounced(value))
                    }
                    .debounce(id: DebounceID(), for: .seconds(1), clock: clock)
                case .debounced(let value):
                    state.append(value)
                    return .none
                }
            }
        }
    }

    @Test func onlyTheLastOfEffectsInQuickSuccessionRunsOnceTheWaitPasses() async throws {
        let store = makeStore()
        await store.send(.typed(1))
        await clock.advance(by: .milliseconds(500))
        await store.send(.typed(2))             // 1 is dropped
        await clock.advance(by: .milliseconds(500))
        await store.send(.typed(3))             // 2 is dropped
        await clock.advance(by: .milliseconds(500))
        #expect(store.state == [])
        await clock.advance(by: .milliseconds(500))
        await store.receive(.debounced(3)) { $0 = [3] }
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
        await store.receive(.debounced(1)) { $0 = [1] }
        #expect(runs.current == 1)
    }
}
