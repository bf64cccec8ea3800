import Testing
import ViewStateKit
import ViewStateStore
import ViewStateStoreTesting

/// TCA's `ReducerTests`: a reducer can be called directly, and reducers combined run their
/// effects at once (merged, not one after another).
@MainActor
@Suite struct ReducerCombineParity {
    @Test func aReducerIsCalledDirectly() {
        let reducer = Reduce<Int, Tap> { state, _ in
            state += 1
            return .none
        }
        var state = 0
        let effect = reducer.reduce(into: &state, action: .tap)
        #expect(state == 1)
        #expect(effect.isNone)
    }

    /// Adds one, then after `delay` on the continuous clock calls `done`.
    struct Delayed: Reducer {
        let delay: Duration
        let done: @Sendable () -> Void
        @Dependency(\.continuousClock) var clock

        func reduce(into state: inout Int, action: Tap) -> Effect<Tap> {
            state += 1
            return .run { _ in
                try await clock.sleep(for: delay)
                done()
            }
        }
    }

    @Test func combinedReducersRunTheirEffectsAtOnce() async {
        let fast = LockedValue<Int?>(nil)
        let slow = LockedValue<Int?>(nil)
        let clock = ManualClock()
        let store = TestStore(initialState: 0) {
            CombineReducers {
                Delayed(delay: .seconds(1)) { fast.withLock { $0 = 42 } }
                Delayed(delay: .seconds(2)) { slow.withLock { $0 = 1729 } }
            }
        } withDependencies: {
            $0.continuousClock = clock
        }
        await store.send(.tap) { $0 = 2 }
        await clock.advance(by: .seconds(1))
        #expect(fast.current == 42)
        #expect(slow.current == nil)
        await clock.advance(by: .seconds(1))
        await store.finish()
        #expect(fast.current == 42)
        #expect(slow.current == 1729, "two seconds in all: the effects ran at once, not one after the other")
    }

    @Test func combinedReducersBothRunTheirEffects() async {
        let first = LockedValue(false)
        let second = LockedValue(false)
        let store = TestStore(initialState: 0) {
            CombineReducers {
                Delayed(delay: .zero) { first.withLock { $0 = true } }
                Delayed(delay: .zero) { second.withLock { $0 = true } }
            }
        } withDependencies: {
            $0.continuousClock = ManualClock()
        }
        await store.send(.tap) { $0 = 2 }.finish()
        #expect(first.current)
        #expect(second.current)
    }
}
