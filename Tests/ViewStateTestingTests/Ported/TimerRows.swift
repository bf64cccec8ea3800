import Foundation
import Testing
import ViewStateKit
import ViewStateTesting
import ViewStateStore
import ViewStateStoreTesting

/// Ported from TCA's case studies of lists and timers: rows added with predictable ids, each with
/// a timer of its own under the same cancellation id; removing a row stops its timer only.
struct TimerRow: Reducer {
    struct State: Equatable, Sendable, Identifiable {
        let id: UUID
        var name: String
        var seconds = 0
        var isRunning = false
    }

    enum Action: Equatable, Sendable {
        case toggleTapped
        case tick
    }

    enum CancelID { case timer }

    let clock: ManualClock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .toggleTapped:
            state.isRunning.toggle()
            guard state.isRunning else { return .cancel(id: CancelID.timer) }
            return .run { [clock] send in
                while true {
                    try await clock.sleep(for: .seconds(1))
                    await send(.tick)
                }
            }
            .cancellable(id: CancelID.timer, cancelInFlight: true)
        case .tick:
            state.seconds += 1
            return .none
        }
    }
}

struct TimerList: Reducer {
    struct State: Equatable, Sendable {
        var rows: IdentifiedArray<TimerRow.State> = []
    }

    enum Action: Equatable, Sendable {
        case addTapped
        case removeTapped(UUID)
        case row(id: UUID, action: TimerRow.Action)
    }

    let clock: ManualClock
    let uuid: UUIDGenerator

    var body: some Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .addTapped:
                state.rows.append(TimerRow.State(id: uuid(), name: "タイマー \(state.rows.count + 1)"))
            case .removeTapped(let id):
                state.rows.remove(id: id)
            case .row:
                break
            }
            return .none
        }
        .forEach(\.rows, action: Action.row) { TimerRow(clock: clock) }
    }
}

@MainActor
@Suite struct TimerRowsTests {
    let first = UUID(counting: 0)
    let second = UUID(counting: 1)

    @Test func eachRowTicksOnItsOwnAndRemovingOneStopsOnlyItsTimer() async {
        let clock = ManualClock()
        let store = TestStore(initialState: TimerList.State()) { TimerList(clock: clock, uuid: .incrementing) }
        await store.send(.addTapped) { $0.rows = [TimerRow.State(id: first, name: "タイマー 1")] }
        await store.send(.addTapped) { $0.rows.append(TimerRow.State(id: second, name: "タイマー 2")) }
        await store.send(.row(id: first, action: .toggleTapped)) { $0.rows[id: first]?.isRunning = true }
        await store.send(.row(id: second, action: .toggleTapped)) { $0.rows[id: second]?.isRunning = true }
        await clock.advance(by: .seconds(2))
        await store.receive(.row(id: first, action: .tick)) { $0.rows[id: first]?.seconds = 1 }
        await store.receive(.row(id: second, action: .tick)) { $0.rows[id: second]?.seconds = 1 }
        await store.receive(.row(id: first, action: .tick)) { $0.rows[id: first]?.seconds = 2 }
        await store.receive(.row(id: second, action: .tick)) { $0.rows[id: second]?.seconds = 2 }
        await store.send(.removeTapped(first)) { $0.rows.remove(id: first) }
        await clock.advance(by: .seconds(1))
        await store.receive(.row(id: second, action: .tick)) { $0.rows[id: second]?.seconds = 3 }
        await store.send(.row(id: second, action: .toggleTapped)) { $0.rows[id: second]?.isRunning = false }
        await store.finish()

        let plainClock = ManualClock()
        let plain = Store(initialState: TimerList.State()) { TimerList(clock: plainClock, uuid: .incrementing) }
        let recorder = plain.recordHistory()
        plain.send(.addTapped)
        plain.send(.addTapped)
        plain.send(.row(id: first, action: .toggleTapped))
        plain.send(.row(id: second, action: .toggleTapped))
        await plainClock.waitForSleepers(count: 2)
        for _ in 1...2 {
            // One interval at a time; both timers have ticked once they sleep again.
            await plainClock.advance(by: .seconds(1))
            await plainClock.waitForSleepers(count: 2)
        }
        plain.send(.removeTapped(first))
        #expect(plainClock.sleeperCount == 1)
        await plainClock.advance(by: .seconds(1))
        await plainClock.waitForSleepers(count: 1)
        plain.send(.row(id: second, action: .toggleTapped))
        #expect(plain.state == store.state)
        #expect(recorder.history.actions.filter { $0 == .row(id: first, action: .tick) }.count == 2)
        #expect(recorder.history.actions.filter { $0 == .row(id: second, action: .tick) }.count == 3)
        #expect(plain.runningEffectCount == 0)
    }

    @Test func tenSecondsOfTicksOnOneRowAddUpExactly() async {
        let clock = ManualClock()
        let store = TestStore(initialState: TimerList.State()) { TimerList(clock: clock, uuid: .incrementing) }
        store.exhaustivity = .off
        await store.send(.addTapped)
        await store.send(.row(id: first, action: .toggleTapped))
        await clock.advance(by: .seconds(10))
        await store.skipReceivedActions()
        await store.send(.row(id: first, action: .toggleTapped))
        #expect(store.state.rows[id: first]?.seconds == 10)
    }
}
