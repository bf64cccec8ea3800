import Testing
import ViewStateKit
import ViewStateStore
import ViewStateStoreTesting

/// TCA's `testCancellablePath` and `testCancellationWithoutThrowingCancellationError`: an id is
/// cancelled only where it was used (TCA's navigation path, here a child's scope), and work
/// that ends with another error when cancelled ends quietly.
@MainActor
@Suite struct CancellationScopeParity {
    /// A row whose timer runs under `TimerID` until one of its own effects cancels it.
    struct Row: Reducer {
        struct State: Equatable, Sendable, Identifiable {
            let id: Int
            var ticks = 0
        }

        enum Action: Equatable, Sendable { case start, tick, stopFromInside }
        enum TimerID { case timer }

        let clock: ManualClock

        func reduce(into state: inout State, action: Action) -> Effect<Action> {
            switch action {
            case .start:
                return .run { [clock] send in
                    while true {
                        try await clock.sleep(for: .seconds(1))
                        await send(.tick)
                    }
                }
                .cancellable(id: TimerID.timer)
            case .tick:
                state.ticks += 1
                return .none
            case .stopFromInside:
                return .run { _ in Task.cancel(id: TimerID.timer) }
            }
        }
    }

    struct Rows: Reducer {
        struct State: Equatable, Sendable {
            var rows: IdentifiedArray<Row.State> = [Row.State(id: 1), Row.State(id: 2)]
        }

        enum Action: Equatable, Sendable { case row(id: Int, action: Row.Action) }

        let clock: ManualClock

        var body: some Reducer<State, Action> {
            EmptyReducer()
                .forEach(\.rows, action: Action.row) { Row(clock: clock) }
        }
    }

    @Test func anIDCancelledInOneChildsScopeLeavesTheSameIDInAnotherRunning() async {
        let clock = ManualClock()
        let store = TestStore(initialState: Rows.State()) { Rows(clock: clock) }
        await store.send(.row(id: 1, action: .start))
        await store.send(.row(id: 2, action: .start))
        await store.send(.row(id: 1, action: .stopFromInside))
        await clock.advance(by: .seconds(1))
        await store.receive(.row(id: 2, action: .tick)) { $0.rows[id: 2]?.ticks = 1 }
        await store.skipInFlightEffects()
    }

    /// What a URL session throws when its task is cancelled: not `CancellationError`.
    struct Cancelled: Error {}

    @Test func cancelledWorkThatThrowsAnotherErrorEndsQuietly() async {
        let started = LockedValue(false)
        let store = TestStore(initialState: 0) {
            Reduce<Int, Bool> { _, start in
                guard start else { return .cancel(id: "download") }
                return .run { _ in
                    started.withLock { $0 = true }
                    do {
                        try await ReducerParity.waitForever()
                    } catch {
                        throw Cancelled()
                    }
                }
                .cancellable(id: "download")
            }
        }
        await store.send(true)
        #expect(started.current)
        await store.send(false)
        await store.finish()
    }
}
