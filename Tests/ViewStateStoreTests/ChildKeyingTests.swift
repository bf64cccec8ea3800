import Testing
import ViewStateKit
import ViewStateStore

/// Every place that keeps children apart — a store's scopes, and the effect scopes of `ifLet`,
/// `forEach` and stacks — tells two children apart when they share a state type or an action
/// type: a scope routes its own action case, and a child's effects are cancelled only with it.
@MainActor
@Suite struct ChildKeyingTests {
    enum Adjust: Equatable, Sendable {
        case increment(Int)
        case decrement(Int)
    }

    static func adjusting(_ count: inout Int, _ action: Adjust) -> Effect<Adjust> {
        switch action {
        case .increment(let amount): count += amount
        case .decrement(let amount): count -= amount
        }
        return .none
    }

    @Test func twoScopesOfOneSliceWithDifferentActionCasesEachSendTheirOwnCase() {
        let store = Store(initialState: 10, reducer: Reduce(Self.adjusting))
        let up = store.scope(state: \.self, action: Adjust.increment)
        let down = store.scope(state: \.self, action: Adjust.decrement)
        up.send(5)
        down.send(2)
        #expect(store.state == 13)
        #expect(up.state == 13)
        #expect(down.state == 13)
    }

    @Test func nestedScopesOfOneSliceWithDifferentActionCasesEachSendTheirOwnCase() {
        let store = Store(initialState: 10, reducer: Reduce(Self.adjusting))
        let whole = store.scope(state: \.self, action: { $0 })
        let up = whole.scope(state: \.self, action: Adjust.increment)
        let down = whole.scope(state: \.self, action: Adjust.decrement)
        down.send(4)
        up.send(1)
        #expect(store.state == 7)
    }

    // Effects: a timer that runs until cancelled, in children that share their state type.

    struct Ticker: Reducer {
        struct State: Equatable, Sendable, Identifiable {
            var id = 1
        }

        enum Action: Equatable, Sendable { case start }

        func reduce(into state: inout State, action: Action) -> Effect<Action> {
            .run { _ in try await Task.sleep(for: .seconds(3600)) }
        }
    }

    struct TwoLists: Reducer {
        struct State: Equatable, Sendable {
            var todos: IdentifiedArray<Ticker.State> = [Ticker.State(id: 1)]
            var archived: IdentifiedArray<Ticker.State> = [Ticker.State(id: 1)]
        }

        enum Action: Equatable, Sendable {
            case todo(id: Int, action: Ticker.Action)
            case archived(id: Int, action: Ticker.Action)
            case removeTodo(id: Int)
        }

        var body: some Reducer<State, Action> {
            Reduce { state, action in
                if case .removeTodo(let id) = action { state.todos[id: id] = nil }
                return .none
            }
            .forEach(\.todos, action: Action.todo) { Ticker() }
            .forEach(\.archived, action: Action.archived) { Ticker() }
        }
    }

    @Test func removingAnElementCancelsNoEffectOfAnotherCollectionWithTheSameID() {
        let store = Store(initialState: TwoLists.State()) { TwoLists() }
        store.send(.archived(id: 1, action: .start))
        store.send(.todo(id: 1, action: .start))
        #expect(store.runningEffectCount == 2)
        store.send(.removeTodo(id: 1))
        #expect(store.runningEffectCount == 1, "the archived row's timer runs on")
    }

    /// Two presentations and two stacks made by one helper: the same file and line, the same
    /// child state type, different parts of the state.
    struct TwoOfEach: Reducer {
        struct State: Equatable, Sendable {
            var left: Ticker.State? = Ticker.State()
            var right: Ticker.State? = Ticker.State()
            var leftPath = NavigationStackState([Ticker.State()])
            var rightPath = NavigationStackState([Ticker.State()])
        }

        enum Action: Equatable, Sendable {
            case left(Ticker.Action)
            case right(Ticker.Action)
            case leftPath(StackAction<Ticker.State, Ticker.Action>)
            case rightPath(StackAction<Ticker.State, Ticker.Action>)
            case closeLeft
        }

        var body: some Reducer<State, Action> {
            Reduce { state, action in
                if action == .closeLeft { state.left = nil }
                return .none
            }
            .presenting(\.left, action: Action.left)
            .presenting(\.right, action: Action.right)
            .stacking(\.leftPath, action: Action.leftPath)
            .stacking(\.rightPath, action: Action.rightPath)
        }
    }

    @Test func dismissingOnePresentationCancelsNoEffectOfAnotherMadeAtTheSameLine() {
        let store = Store(initialState: TwoOfEach.State()) { TwoOfEach() }
        store.send(.right(.start))
        store.send(.left(.start))
        #expect(store.runningEffectCount == 2)
        store.send(.closeLeft)
        #expect(store.runningEffectCount == 1, "the right child's timer runs on")
    }

    @Test func poppingOneStackCancelsNoEffectOfAnotherMadeAtTheSameLine() {
        let store = Store(initialState: TwoOfEach.State()) { TwoOfEach() }
        store.send(.rightPath(.element(id: 0, action: .start)))
        store.send(.leftPath(.element(id: 0, action: .start)))
        #expect(store.runningEffectCount == 2)
        store.send(.leftPath(.popFrom(id: 0)))
        #expect(store.runningEffectCount == 1, "the right stack's element #0 runs on")
    }
}

extension Reducer {
    fileprivate func presenting(
        _ state: WritableKeyPath<State, ChildKeyingTests.Ticker.State?>,
        action: @escaping @Sendable (ChildKeyingTests.Ticker.Action) -> Action
    ) -> some Reducer<State, Action> {
        ifLet(state, action: action) { ChildKeyingTests.Ticker() }
    }

    fileprivate func stacking(
        _ stack: WritableKeyPath<State, NavigationStackState<ChildKeyingTests.Ticker.State>>,
        action: @escaping @Sendable (StackAction<ChildKeyingTests.Ticker.State, ChildKeyingTests.Ticker.Action>) -> Action
    ) -> some Reducer<State, Action> {
        forEach(stack, action: action) { ChildKeyingTests.Ticker() }
    }
}
