import Testing
import ViewStateKit
import ViewStateStore
import ViewStateStoreTesting

/// TCA's `EffectTests` on `concatenate`: effects run one after another, each starting when the
/// one before it has finished.
@MainActor
@Suite struct EffectConcatenateParity {
    let clock = ManualClock()

    /// Sending `-n` concatenates `n` effects; the i-th sleeps i seconds, then sends `i`, which
    /// the state records with the clock's time: "2 at 3 s".
    private func makeStore() -> TestStore<[String], Int> {
        TestStore(initialState: []) { [clock] in
            Reduce<[String], Int> { state, action in
                guard action < 0 else {
                    state.append("\(action) at \(clock.now.offset.components.seconds) s")
                    return .none
                }
                return .concatenate((1...(-action)).map { count in
                    Effect.run { send in
                        try await clock.sleep(for: .seconds(count))
                        await send(count)
                    }
                })
            }
        }
    }

    @Test func concatenatedEffectsRunOneAfterAnother() async throws {
        let store = makeStore()
        await store.send(-3)
        await clock.advance(by: .seconds(1))
        await store.receive(1) { $0 = ["1 at 1 s"] }
        await clock.advance(by: .seconds(2))
        await store.receive(2) { $0 = ["1 at 1 s", "2 at 3 s"] }   // begun at 1 s, not at 0 s
        await clock.advance(by: .seconds(3))
        await store.receive(3) { $0 = ["1 at 1 s", "2 at 3 s", "3 at 6 s"] }
        try await clock.run()
        await store.finish()
    }

    @Test func concatenatingOneEffectRunsJustIt() async throws {
        let store = makeStore()
        await store.send(-1)
        await clock.advance(by: .seconds(1))
        await store.receive(1) { $0 = ["1 at 1 s"] }
        try await clock.run()
        await store.finish()
        #expect(store.state == ["1 at 1 s"])
    }
}
