import Testing
import ViewStateKit
import ViewStateStore
import ViewStateStoreTesting

/// TCA's `PresentationReducerTests`: cancellation ids inside presented children. A parent cancels
/// its children's work by id; a child cancels neither its parent's nor a sibling's.
@MainActor
@Suite struct PresentationCancellationParityTests {
    /// Work under one cancellation id: started, stopped, and answering 42 every second.
    struct Worker: Reducer {
        struct State: Equatable, Sendable, Identifiable {
            var id = 0
            var count = 0
            var grandchild: Box?
        }
        /// A presented grandchild worker's state, boxed so the type can hold itself.
        struct Box: Equatable, Sendable {
            var state: State { get { storage[0] } set { storage[0] = newValue } }
            private var storage: [State]
            init(_ state: State) { storage = [state] }
        }
        indirect enum Action: Equatable, Sendable {
            case grandchild(PresentationAction<Action>)
            case presentGrandchildTapped
            case response(Int)
            case startTapped
            case stopTapped
        }
        enum CancelID { case work }

        let clock: ManualClock

        var body: some Reducer<State, Action> {
            Reduce { state, action in
                switch action {
                case .grandchild: return .none
                case .presentGrandchildTapped: state.grandchild = Box(State()); return .none
                case .response(let value): state.count = value; return .none
                case .startTapped:
                    return .run { [clock] send in
                        while true {
                            try await clock.sleep(for: .seconds(1))
                            await send(.response(42))
                        }
                    }
                    .cancellable(id: CancelID.work)
                case .stopTapped: return .cancel(id: CancelID.work)
                }
            }
            .ifLet(\.grandchild, action: Action.grandchild) { BoxedWorker(clock: clock) }
        }
    }

    struct BoxedWorker: Reducer {
        let clock: ManualClock
        func reduce(into box: inout Worker.Box, action: Worker.Action) -> Effect<Worker.Action> {
            Worker(clock: clock).reduce(into: &box.state, action: action)
        }
    }

    /// A parent with two presented workers and work of its own under the same id.
    struct Parent: Reducer {
        struct State: Equatable, Sendable {
            var first: Worker.State?
            var second: Worker.State?
            var count = 0
        }
        enum Action: Equatable, Sendable {
            case first(PresentationAction<Worker.Action>)
            case second(PresentationAction<Worker.Action>)
            case presentTapped
            case response(Int)
            case startTapped
            case stopTapped
        }

        let clock: ManualClock

        var body: some Reducer<State, Action> {
            Reduce { state, action in
                switch action {
                case .first, .second: return .none
                case .presentTapped:
                    state.first = Worker.State(id: 0)
                    state.second = Worker.State(id: 1)
                    return .none
                case .response(let value): state.count = value; return .none
                case .startTapped:
                    return .run { [clock] send in
                        try await clock.sleep(for: .seconds(1))
                        await send(.response(42))
                    }
                    .cancellable(id: Worker.CancelID.work)
                case .stopTapped: return .cancel(id: Worker.CancelID.work)
                }
            }
            .ifLet(\.first, action: Action.first) { Worker(clock: clock) }
            .ifLet(\.second, action: Action.second) { Worker(clock: clock) }
        }
    }

    func makeStore(_ clock: ManualClock) -> TestStore<Parent.State, Parent.Action> {
        TestStore(initialState: Parent.State()) { Parent(clock: clock) }
    }

    @Test func aChildStopsItsOwnWorkByID() async {
        let store = makeStore(ManualClock())
        await store.send(.presentTapped) { $0.first = Worker.State(id: 0); $0.second = Worker.State(id: 1) }
        await store.send(.first(.presented(.startTapped)))
        await store.send(.first(.presented(.stopTapped)))
    }

    @Test func aParentCancelsItsChildrensAndGrandchildrensWorkByTheirID() async {
        let store = makeStore(ManualClock())
        await store.send(.presentTapped) { $0.first = Worker.State(id: 0); $0.second = Worker.State(id: 1) }
        await store.send(.first(.presented(.presentGrandchildTapped))) { $0.first?.grandchild = Worker.Box(Worker.State()) }
        await store.send(.first(.presented(.startTapped)))
        await store.send(.second(.presented(.startTapped)))
        await store.send(.first(.presented(.grandchild(.presented(.startTapped)))))
        await store.send(.stopTapped)
    }

    @Test func aChildCannotCancelItsSiblingsWorkThoughTheyShareAnID() async {
        let clock = ManualClock()
        let store = makeStore(clock)
        await store.send(.presentTapped) { $0.first = Worker.State(id: 0); $0.second = Worker.State(id: 1) }
        await store.send(.first(.presented(.startTapped)))
        await clock.advance(by: .seconds(1))
        await store.receive(.first(.presented(.response(42)))) { $0.first?.count = 42 }
        await store.send(.second(.presented(.startTapped)))
        await clock.advance(by: .seconds(1))
        await store.receive(.first(.presented(.response(42))))
        await store.receive(.second(.presented(.response(42)))) { $0.second?.count = 42 }

        await store.send(.first(.presented(.stopTapped)))
        await clock.advance(by: .seconds(1))
        await store.receive(.second(.presented(.response(42))))
        await store.send(.second(.presented(.stopTapped)))
        await clock.advance(by: .seconds(1))
        await store.send(.first(.dismiss)) { $0.first = nil }
        await store.send(.second(.dismiss)) { $0.second = nil }
    }

    @Test func aChildCannotCancelItsParentsWorkThoughItUsesTheSameID() async {
        let clock = ManualClock()
        let store = makeStore(clock)
        await store.send(.presentTapped) { $0.first = Worker.State(id: 0); $0.second = Worker.State(id: 1) }
        await store.send(.startTapped)
        await store.send(.first(.presented(.stopTapped)))
        await clock.advance(by: .seconds(1))
        await store.receive(.response(42)) { $0.count = 42 }
        await store.send(.stopTapped)
    }

    @Test func aParentCancelsTwoChildrensTimersAtOnce() async throws {
        let clock = ManualClock()
        let store = makeStore(clock)
        await store.send(.presentTapped) { $0.first = Worker.State(id: 0); $0.second = Worker.State(id: 1) }
        await store.send(.first(.presented(.startTapped)))
        await clock.advance(by: .seconds(1))
        await store.receive(.first(.presented(.response(42)))) { $0.first?.count = 42 }
        await store.send(.second(.presented(.startTapped)))
        await clock.advance(by: .seconds(1))
        await store.receive(.first(.presented(.response(42))))
        await store.receive(.second(.presented(.response(42)))) { $0.second?.count = 42 }
        await store.send(.stopTapped)
        try await clock.run()
        await store.send(.first(.dismiss)) { $0.first = nil }
        await store.send(.second(.dismiss)) { $0.second = nil }
    }

    @Test func aParentDismissingAGrandchildCancelsTheGrandchildsWork() async {
        let clock = ManualClock()
        let store = makeStore(clock)
        await store.send(.presentTapped) { $0.first = Worker.State(id: 0); $0.second = Worker.State(id: 1) }
        await store.send(.first(.presented(.presentGrandchildTapped))) { $0.first?.grandchild = Worker.Box(Worker.State()) }
        await store.send(.first(.presented(.grandchild(.presented(.startTapped)))))
        await clock.advance(by: .seconds(1))
        await store.receive(.first(.presented(.grandchild(.presented(.response(42)))))) {
            $0.first?.grandchild?.state.count = 42
        }
        await store.send(.first(.presented(.grandchild(.dismiss)))) { $0.first?.grandchild = nil }
        await store.send(.first(.dismiss)) { $0.first = nil }
        await store.send(.second(.dismiss)) { $0.second = nil }
    }
}
