import Testing
import ViewStateKit
import ViewStateStore

/// TCA's `Internal_EffectCancellationTests`: what a store keeps for cancellation is gone once
/// the effects finish or are cancelled, however many there are and however they interleave. TCA
/// looks into its process-wide table of cancellables; a store here owns its table, and
/// `runningEffectCount` is what it holds.
@MainActor
@Suite struct CancellationRegistryParity {
    private struct Token: Hashable, Sendable { let name: String }

    @Test func aFinishedEffectLeavesNothingBehindUnderItsID() async {
        let id = Token(name: "finished")
        let store = Store(initialState: [Int]()) {
            Reduce<[Int], Int> { state, action in
                guard action == 0 else {
                    state.append(action)
                    return .none
                }
                return .run { send in await send(1) }.cancellable(id: id)
            }
        }
        await store.send(0).finish()
        #expect(store.state == [1])
        #expect(store.runningEffectCount == 0)
    }

    @Test func aCancelledEffectLeavesNothingBehindUnderItsID() async {
        let id = Token(name: "cancelled")
        let clock = ManualClock()
        let store = Store(initialState: [Int]()) {
            Reduce<[Int], Int> { state, action in
                switch action {
                case 0:
                    return .run { send in
                        try await clock.sleep(for: .seconds(1))
                        await send(1)
                    }
                    .cancellable(id: id)
                case -1:
                    return .cancel(id: id)
                default:
                    state.append(action)
                    return .none
                }
            }
        }
        let task = store.send(0)
        #expect(store.runningEffectCount == 1)
        store.send(-1)
        #expect(store.runningEffectCount == 0)
        await task.finish()
        #expect(clock.sleeperCount == 0)
        #expect(store.state == [])
    }

    /// TCA runs a thousand effects on random queues with random delays, each paired with one that
    /// cancels its id after a delay of its own. Here the delays come from a seeded generator and
    /// the clock is a `ManualClock`, so every run is the same run.
    @Test func aThousandEffectsCancelledByTenIDsLeaveNothingBehind() async throws {
        let clock = ManualClock()
        var generator = SplitMix64(seed: 20)
        let delays = (0..<2_000).map { _ in Duration.milliseconds(Int(generator.next() % 100) + 1) }
        let store = Store(initialState: 0) {
            Reduce<Int, Int> { (state: inout Int, action: Int) -> Effect<Int> in
                guard action == 0 else {
                    state += 1
                    return .none
                }
                return .merge((0..<1_000).map { (index: Int) -> Effect<Int> in
                    let id = Token(name: "id \(index % 10)")
                    return .merge(
                        Effect.run { send in
                            try await clock.sleep(for: delays[2 * index])
                            await send(index + 1)
                        }
                        .cancellable(id: id),
                        Effect.run { _ in
                            try await clock.sleep(for: delays[2 * index + 1])
                            Task.cancel(id: id)
                        }
                    )
                })
            }
        }
        let task = store.send(0)
        #expect(await clock.waitForSleepers(count: 2_000))
        try await clock.run(maxSteps: 2_000)
        await task.finish()
        #expect(store.runningEffectCount == 0)
        #expect(clock.sleeperCount == 0)
        #expect(store.state < 1_000)   // some were cancelled before they sent
    }

    /// TCA wraps ten thousand operations in `withTaskCancellation(id:)` and cancels their hundred
    /// ids from other tasks at once. Here the operations are effects under a hundred ids, and a
    /// hundred other effects cancel those ids with `Task.cancel(id:)`, all at once on the
    /// concurrent executor.
    @Test func concurrentCancelsFromOtherEffectsCancelEveryOperation() async {
        let clock = ManualClock()
        let outcomes = LockedValue<[Bool]>([])
        let store = Store(initialState: 0) {
            Reduce<Int, String> { (_: inout Int, action: String) -> Effect<String> in
                switch action {
                case "start":
                    return .merge((0..<1_000).map { index in
                        Effect.run { _ in
                            let wasCancelled = (try? await clock.sleep(for: .seconds(2))) == nil
                            outcomes.withLock { $0.append(wasCancelled) }
                        }
                        .cancellable(id: Token(name: "id \(index % 100)"))
                    })
                default:
                    return .merge((0..<100).map { id in
                        Effect.run { _ in Task.cancel(id: Token(name: "id \(id)")) }
                    })
                }
            }
        }
        let operations = store.send("start")
        #expect(await clock.waitForSleepers(count: 1_000))
        await store.send("cancel everything").finish()
        await operations.finish()
        #expect(outcomes.current.count == 1_000)
        #expect(outcomes.current.allSatisfy { $0 })
        #expect(store.runningEffectCount == 0)
        #expect(clock.sleeperCount == 0)
    }

    @Test func twoEmptyIDTypesAreTwoIDs() async {
        struct First: Hashable, Sendable {}
        struct Second: Hashable, Sendable {}
        #expect(EffectID(First()) != EffectID(Second()))
        // Every empty struct hashes alike; the id's type must tell them apart.
        #expect(EffectID(First()).hashValue != EffectID(Second()).hashValue)

        let clock = ManualClock()
        let store = Store(initialState: 0) {
            Reduce<Int, String> { _, action in
                let sleep = Effect<String>.run { _ in try await clock.sleep(for: .seconds(1)) }
                switch action {
                case "first": return sleep.cancellable(id: First())
                case "second": return sleep.cancellable(id: Second())
                default: return .cancel(id: First())
                }
            }
        }
        store.send("first")
        let second = store.send("second")
        store.send("cancel first")
        #expect(store.runningEffectCount == 1)
        #expect(await clock.waitForSleepers(count: 1))
        await clock.advance(by: .seconds(1))
        await second.finish()
        #expect(store.runningEffectCount == 0)
    }
}

/// A small seeded generator (SplitMix64), so "random" delays are the same on every run.
private struct SplitMix64 {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
