import Testing
import ViewStateKit
import ViewStateStore
import ViewStateStoreTesting

/// TCA's `PresentationReducerTests`: a dismissal the parent answers by presenting again, a child
/// that closes itself through its own actions, nested dismissals, and the mistakes that fail.
@MainActor
@Suite struct PresentationLifecycleParityTests {
    /// Answers a dismissal by presenting a child again: the same one, or one with a new id.
    struct Represent: Reducer {
        struct State: Equatable, Sendable {
            var child: StopwatchFeature.State?
        }
        enum Action: Equatable, Sendable {
            case child(PresentationAction<StopwatchFeature.Action>)
        }

        let clock: ManualClock
        /// The child presented in place of the dismissed one, if any.
        let replacement: (StopwatchFeature.State) -> StopwatchFeature.State?

        var body: some Reducer<State, Action> {
            Reduce { state, action in
                if case .child(.dismiss) = action, let child = state.child, let next = replacement(child) { state.child = next }
                return .none
            }
            .ifLet(\.child, action: Action.child) { StopwatchFeature(clock: clock) }
        }
    }

    @Test func aDismissalIsNotUndoneByTheParentPresentingTheSameChildAgain() async {
        let store = TestStore(initialState: Represent.State(child: StopwatchFeature.State())) {
            Represent(clock: ManualClock(), replacement: { $0 })
        }
        await store.send(.child(.dismiss)) { $0.child = nil }
    }

    @Test func aParentAnsweringADismissalWithANewChildKeepsTheNewChild() async {
        let store = TestStore(initialState: Represent.State(child: StopwatchFeature.State(id: 7))) {
            Represent(clock: ManualClock(), replacement: { $0.id == 7 ? StopwatchFeature.State(id: 0) : nil })
        }
        await store.send(.child(.dismiss)) { $0.child = StopwatchFeature.State(id: 0) }
        await store.send(.child(.dismiss)) { $0.child = nil }
    }

    /// A child with an action of its own named for closing, which the parent answers.
    struct SelfClosing: Reducer {
        struct State: Equatable, Sendable {
            var child: Child.State?
        }
        enum Action: Equatable, Sendable {
            case child(PresentationAction<Child.Action>)
            case presentTapped
        }
        struct Child: Reducer {
            struct State: Equatable, Sendable {}
            enum Action: Equatable, Sendable {
                case closeRequested
                case closeConfirmed
                case onAppear
            }

            func reduce(into state: inout State, action: Action) -> Effect<Action> {
                switch action {
                case .closeRequested: .send(.closeConfirmed)
                case .closeConfirmed: .none
                case .onAppear: .run { _ in try await ReducerParity.waitForever() }
                }
            }
        }

        var body: some Reducer<State, Action> {
            Reduce { state, action in
                switch action {
                case .child(.presented(.closeConfirmed)): state.child = nil
                case .child: break
                case .presentTapped: state.child = Child.State()
                }
                return .none
            }
            .ifLet(\.child, action: Action.child) { Child() }
        }
    }

    @Test func aParentClearingTheChildOnItsOwnActionCancelsItsLongWork() async {
        let store = TestStore(initialState: SelfClosing.State()) { SelfClosing() }
        await store.send(.presentTapped) { $0.child = SelfClosing.Child.State() }
        await store.send(.child(.presented(.onAppear)))
        await store.send(.child(.presented(.closeRequested)))
        await store.receive(.child(.presented(.closeConfirmed))) { $0.child = nil }
    }

    /// A feature that presents itself, as deep as the test likes, each level able to close itself.
    struct Nested: Reducer {
        struct State: Equatable, Sendable {
            var child: Box?
        }
        /// The child's state, boxed so the type can hold itself.
        struct Box: Equatable, Sendable {
            var state: State { get { storage[0] } set { storage[0] = newValue } }
            private var storage: [State]
            init(_ state: State) { storage = [state] }
        }
        indirect enum Action: Equatable, Sendable {
            case child(PresentationAction<Action>)
            case closeTapped
            case presentTapped
        }

        @Dependency(\.dismiss) var dismiss

        var body: some Reducer<State, Action> {
            Reduce { state, action in
                switch action {
                case .child: return .none
                case .closeTapped: return .run { [dismiss] _ in await dismiss() }
                case .presentTapped: state.child = Box(State()); return .none
                }
            }
            .ifLet(\.child, action: Action.child) { NestedChild() }
        }
    }

    /// ``Nested`` run on the boxed state.
    struct NestedChild: Reducer {
        func reduce(into box: inout Nested.Box, action: Nested.Action) -> Effect<Nested.Action> {
            Nested().reduce(into: &box.state, action: action)
        }
    }

    @Test func aGrandchildDismissingItselfClosesOnlyItself() async {
        let store = TestStore(initialState: Nested.State()) { Nested() }
        await store.send(.presentTapped) { $0.child = Nested.Box(Nested.State()) }
        await store.send(.child(.presented(.presentTapped))) { $0.child?.state.child = Nested.Box(Nested.State()) }
        await store.send(.child(.presented(.child(.presented(.closeTapped)))))
        await store.receive(.child(.presented(.child(.dismiss)))) { $0.child?.state.child = nil }
    }
}
