import Testing
import ViewStateKit
import ViewStateStore
import ViewStateStoreTesting

/// TCA's `ComposableArchitectureTests`: effects scheduled on a clock arrive in time order, a
/// long-living effect fed by a stream sends as the test feeds it, and a cancelled effect sends
/// nothing.
@MainActor
@Suite struct ComposableArchitectureParity {
    /// Increments and squares a number, later, on its clock.
    struct Counter: Reducer {
        enum Action: Equatable, Sendable { case incrAndSquareLater, incrNow, squareNow }
        let clock: ManualClock

        func reduce(into state: inout Int, action: Action) -> Effect<Action> {
            switch action {
            case .incrAndSquareLater:
                return .run { [clock] send in
                    await withThrowingTaskGroup(of: Void.self) { group in
                        group.addTask {
                            try await clock.sleep(for: .seconds(2))
                            await send(.incrNow)
                        }
                        group.addTask {
                            try await clock.sleep(for: .seconds(1))
                            await send(.squareNow)
                        }
                        group.addTask {
                            try await clock.sleep(for: .seconds(2))
                            await send(.squareNow)
                        }
                    }
                }
            case .incrNow:
                state += 1
                return .none
            case .squareNow:
                state *= state
                return .none
            }
        }
    }

    /// Two actions due at the same time arrive in the order they were scheduled.
    @Test func scheduledActionsArriveInTimeOrder() async {
        let clock = ManualClock()
        let store = TestStore(initialState: 2) { Counter(clock: clock) }
        await store.send(.incrAndSquareLater)
        await clock.advance(by: .seconds(1))
        await store.receive(.squareNow) { $0 = 4 }
        await clock.advance(by: .seconds(1))
        await store.receive(.incrNow) { $0 = 5 }
        await store.receive(.squareNow) { $0 = 25 }

        await store.send(.incrAndSquareLater)
        await clock.advance(by: .seconds(2))
        await store.receive(.squareNow) { $0 = 625 }
        await store.receive(.incrNow) { $0 = 626 }
        await store.receive(.squareNow) { $0 = 391_876 }
    }

    enum Stream: Equatable, Sendable { case end, incr, start }

    @Test func aLongLivingEffectSendsAsTheTestFeedsItsStream() async {
        let (stream, continuation) = AsyncStream.makeStream(of: Void.self)
        let store = TestStore(initialState: 0) {
            Reduce<Int, Stream> { state, action in
                switch action {
                case .end:
                    return .run { _ in continuation.finish() }
                case .incr:
                    state += 1
                    return .none
                case .start:
                    return .run { send in
                        for await _ in stream { await send(.incr) }
                    }
                }
            }
        }
        await store.send(.start)
        await store.send(.incr) { $0 = 1 }
        continuation.yield()
        await store.receive(.incr) { $0 = 2 }
        await store.send(.end)
    }

    enum Sleep: Equatable, Sendable { case cancel, incr, response(Int) }
    enum SleepID { case sleep }

    @Test func aCancelledSleepSendsNothing() async {
        let clock = ManualClock()
        let store = TestStore(initialState: 0) {
            Reduce<Int, Sleep> { state, action in
                switch action {
                case .cancel:
                    return .cancel(id: SleepID.sleep)
                case .incr:
                    state += 1
                    return .run { [state] send in
                        try await clock.sleep(for: .seconds(1))
                        await send(.response(state * state))
                    }
                    .cancellable(id: SleepID.sleep)
                case .response(let value):
                    state = value
                    return .none
                }
            }
        }
        await store.send(.incr) { $0 = 1 }
        await clock.advance(by: .seconds(1))
        await store.receive(.response(1))
        await store.send(.incr) { $0 = 2 }
        await store.send(.cancel)
        await store.finish()
    }
}
