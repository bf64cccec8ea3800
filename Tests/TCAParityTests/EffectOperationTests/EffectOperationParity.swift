import Testing
import ViewStateKit
import ViewStateStore
import ViewStateStoreTesting

/// TCA's `EffectOperationTests`: combining an effect with `.none` leaves the effect as it was,
/// merged effects all run and concatenated ones run in turn, and `map` changes what an effect
/// sends. TCA looks inside the combined effect; here each is also run by a test store.
@MainActor
@Suite struct EffectOperationParity {
    static let answer = Effect<Int>.run { send in await send(42) }

    @Test func mergingWithNoneLeavesNoneOrTheOtherEffect() async {
        #expect(Effect<Int>.none.merge(with: .none).isNone)
        #expect(Effect<Int>.merge(.none, .none).isNone)
        for effect in [Self.answer.merge(with: .none), Effect.none.merge(with: Self.answer)] {
            #expect(!effect.isNone)
            await expectSends(effect, [42])
        }
    }

    @Test func concatenatingWithNoneLeavesNoneOrTheOtherEffect() async {
        #expect(Effect<Int>.none.concatenate(with: .none).isNone)
        #expect(Effect<Int>.concatenate(.none, .none).isNone)
        for effect in [Self.answer.concatenate(with: .none), Effect.none.concatenate(with: Self.answer)] {
            #expect(!effect.isNone)
            await expectSends(effect, [42])
        }
    }

    @Test func mergedEffectsRunAtOnceAndArriveAsTheyFinish() async {
        let clock = ManualClock()
        let effect = Effect<Int>.run { send in
            try await clock.sleep(for: .milliseconds(500))
            await send(1729)
        }
        .merge(with: .run { send in
            try await clock.sleep(for: .milliseconds(100))
            await send(42)
        })
        let store = TestStore(initialState: [Int]()) { Self.appending(effect) }
        await store.send(0) { $0 = [0] }
        await clock.advance(by: .milliseconds(100))
        await store.receive(42) { $0 = [0, 42] }
        await clock.advance(by: .milliseconds(400))
        await store.receive(1729) { $0 = [0, 42, 1729] }
    }

    @Test func concatenatedEffectsRunOneAfterTheOther() async {
        await expectSends(Self.answer.concatenate(with: .run { send in await send(1729) }), [42, 1729])
    }

    @Test func mapChangesWhatAnEffectSends() async {
        let store = TestStore(initialState: [String]()) {
            Reduce<[String], String> { state, action in
                state.append(action)
                return action == "go" ? Self.answer.map { "\($0)" } : .none
            }
        }
        await store.send("go") { $0 = ["go"] }
        await store.receive("42") { $0 = ["go", "42"] }
    }

    /// A reducer that appends each action and returns `effect` for the first one (0).
    static func appending(_ effect: Effect<Int>) -> Reduce<[Int], Int> {
        Reduce { state, action in
            state.append(action)
            return action == 0 ? effect : .none
        }
    }

    /// Sends 0 to a test store that returns `effect` for it, and receives `values` in order.
    func expectSends(_ effect: Effect<Int>, _ values: [Int], sourceLocation: SourceLocation = #_sourceLocation) async {
        let store = TestStore(initialState: [Int]()) { Self.appending(effect) }
        await store.send(0) { $0 = [0] }
        var expected = [0]
        for value in values {
            expected.append(value)
            await store.receive(value) { [expected] in $0 = expected }
        }
        await store.finish()
    }
}
