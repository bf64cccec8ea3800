import Testing
import ViewStateKit
import ViewStateStore
import ViewStateStoreTesting

/// TCA's `PresentationReducerTests`: a child's effects stay in the child's scope — its
/// `cancelInFlight` restarts only its own work, and a child removed by any reducer loses its work.
@MainActor
@Suite struct PresentationScopeParityTests {
    /// A child whose tap restarts its answer, and a parent whose own work uses the child's id.
    struct Restarting: Reducer {
        struct State: Equatable, Sendable {
            var child: Child.State?
            var count = 0
        }
        enum Action: Equatable, Sendable {
            case child(PresentationAction<Child.Action>)
            case presentTapped
            case response(Int)
        }
        struct Child: Reducer {
            struct State: Equatable, Sendable { var count = 0 }
            enum Action: Equatable, Sendable {
                case response(Int)
                case tap
            }
            struct CancelID: Hashable, Sendable {}

            let clock: ManualClock

            func reduce(into state: inout State, action: Action) -> Effect<Action> {
                switch action {
                case .response(let value):
                    state.count = value
                    return .none
                case .tap:
                    return .run { [clock] send in
                        try await clock.sleep(for: .seconds(1))
                        await send(.response(42))
                    }
                    .cancellable(id: CancelID(), cancelInFlight: true)
                }
            }
        }

        let clock: ManualClock

        var body: some Reducer<State, Action> {
            Reduce { state, action in
                switch action {
                case .child: return .none
                case .presentTapped:
                    state.child = Child.State()
                    return .run { [clock] send in
                        try await clock.sleep(for: .seconds(2))
                        await send(.response(42))
                    }
                    .cancellable(id: Child.CancelID())
                case .response(let value):
                    state.count = value
                    return .none
                }
            }
            .ifLet(\.child, action: Action.child) { Child(clock: clock) }
        }
    }

    @Test func aChildsCancelInFlightRestartsOnlyItsOwnWork() async {
        let clock = ManualClock()
        let store = TestStore(initialState: Restarting.State()) { Restarting(clock: clock) }
        await store.send(.presentTapped) { $0.child = Restarting.Child.State() }
        await store.send(.child(.presented(.tap)))
        await clock.advance(by: .milliseconds(500))
        await store.send(.child(.presented(.tap)))
        await clock.advance(by: .milliseconds(1_000))
        await store.receive(.child(.presented(.response(42)))) { $0.child?.count = 42 }
        await clock.advance(by: .milliseconds(500))
        await store.receive(.response(42)) { $0.count = 42 }
        await store.send(.child(.dismiss)) { $0.child = nil }
    }

    /// Clears the child in a reducer that runs before the `ifLet` (`clearBefore`) or after it
    /// (`clearAfter`).
    struct ClearedAround: Reducer {
        struct State: Equatable, Sendable {
            var child: ScreenFeature.State?
        }
        enum Action: Equatable, Sendable {
            case child(PresentationAction<ScreenFeature.Action>)
            case clearAfter
            case clearBefore
            case presentTapped
        }

        var body: some Reducer<State, Action> {
            Reduce { state, action in
                if action == .clearBefore { state.child = nil }
                return .none
            }
            Reduce { state, action in
                if action == .presentTapped { state.child = ScreenFeature.State() }
                return .none
            }
            .ifLet(\.child, action: Action.child) { ScreenFeature() }
            Reduce { state, action in
                if action == .clearAfter { state.child = nil }
                return .none
            }
        }
    }

    @Test func aChildClearedByAnotherReducerHasItsEffectsCancelledByTheNextAction() async {
        let store = TestStore(initialState: ClearedAround.State()) { ClearedAround() }
        await store.send(.presentTapped) { $0.child = ScreenFeature.State() }
        await store.send(.child(.presented(.onAppear)))
        await store.send(.clearBefore) { $0.child = nil }

        await store.send(.presentTapped) { $0.child = ScreenFeature.State() }
        await store.send(.child(.presented(.onAppear)))
        await store.send(.clearAfter) { $0.child = nil }
        await store.send(.clearAfter)   // the ifLet sees the child gone only now, and cancels its effect
    }
}
