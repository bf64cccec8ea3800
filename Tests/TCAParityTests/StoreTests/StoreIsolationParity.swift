import Foundation
import Testing
import ViewStateKit
import ViewStateStore
import ViewStateStoreTesting

/// TCA's newer StoreTests: two root stores never cancel each other's effects, a store built in a
/// `withDependencies` block keeps its dependencies for what its reducer reads on each action,
/// cancelling a send's task reaches the effects its effects led to, and a store that presented
/// a child and was scoped into it is released like any other.
@MainActor
@Suite struct StoreIsolationParity {
    /// Answers 42 after a sleep on its clock, cancellable. (TCA sleeps for zero seconds on a
    /// `TestClock`, which still waits for `advance()`; a `ManualClock` returns from a zero sleep at
    /// once, so the port sleeps a second and advances by one.)
    struct Answering: Reducer {
        struct State: Equatable, Sendable { var count = 0 }
        enum Action: Equatable, Sendable { case cancelButtonTapped, response(Int), tap }
        enum CancelID { case effect }

        @Dependency(\.continuousClock) var clock

        func reduce(into state: inout State, action: Action) -> Effect<Action> {
            switch action {
            case .cancelButtonTapped:
                return .cancel(id: CancelID.effect)
            case .response(let value):
                state.count = value
                return .none
            case .tap:
                return .run { send in
                    try await clock.sleep(for: .seconds(1))
                    await send(.response(42))
                }
                .cancellable(id: CancelID.effect)
            }
        }
    }

    @Test func twoRootStoresNeverCancelEachOthersEffects() async {
        let clock = ManualClock()
        let first = withDependencies { $0.continuousClock = clock } operation: {
            Store(initialState: Answering.State()) { Answering() }
        }
        let second = withDependencies { $0.continuousClock = clock } operation: {
            Store(initialState: Answering.State()) { Answering() }
        }
        let firstTask = first.send(.tap)
        let secondTask = second.send(.tap)
        await clock.waitForSleepers(count: 2)
        second.send(.cancelButtonTapped)
        await clock.advance(by: .seconds(1))
        await firstTask.finish()
        await secondTask.finish()
        #expect(first.count == 42)
        #expect(second.count == 0)
    }

    @Test func twoTestStoresNeverCancelEachOthersEffects() async {
        let clock = ManualClock()
        let first = TestStore(initialState: Answering.State()) { Answering() } withDependencies: { $0.continuousClock = clock }
        let second = TestStore(initialState: Answering.State()) { Answering() } withDependencies: { $0.continuousClock = clock }
        await first.send(.tap)
        await second.send(.tap)
        await second.send(.cancelButtonTapped)
        await clock.advance(by: .seconds(1))
        await first.receive(.response(42)) { $0.count = 42 }
    }

    @Test func aReducerReadsTheDependenciesOfTheBlockItsStoreWasBuiltIn() {
        let store = withDependencies { $0.uuid = .incrementing } operation: {
            Store(initialState: UUID(counting: 99)) {
                Reduce<UUID, Tap> { state, _ in
                    @Dependency(\.uuid) var uuid
                    state = uuid()
                    return .none
                }
            }
        }
        store.send(.tap)
        #expect(store.state == UUID(counting: 0))
        store.send(.tap)
        #expect(store.state == UUID(counting: 1))
    }

    /// Sets 42 at once, then 1729 after a second: an effect started by an action an effect sent.
    struct TaskTree: Reducer {
        enum Action: Equatable, Sendable { case tap, response1, response2 }
        let clock: ManualClock

        func reduce(into state: inout Int, action: Action) -> Effect<Action> {
            switch action {
            case .tap:
                return .run { send in await send(.response1) }
            case .response1:
                state = 42
                return .run { [clock] send in
                    try await clock.sleep(for: .seconds(1))
                    await send(.response2)
                }
            case .response2:
                state = 1729
                return .none
            }
        }
    }

    /// TCA marks `count == 1729` a known issue ("cancelling the root effect should not cancel the
    /// child effects"); both libraries cancel them today, and this pins it.
    @Test func cancellingASendsTaskCancelsTheEffectsOfTheActionsItsEffectsSent() async {
        let clock = ManualClock()
        let store = Store(initialState: 0) { TaskTree(clock: clock) }
        let task = store.send(.tap)
        await clock.waitForSleepers(count: 1)
        #expect(store.state == 42)
        task.cancel()
        await task.finish()
        await clock.advance(by: .seconds(1))
        #expect(store.state == 42)
    }

    struct Child: Reducer {
        struct State: Equatable, Sendable { var count = 0 }
        enum Action: Equatable, Sendable { case incrementButtonTapped }

        func reduce(into state: inout State, action: Action) -> Effect<Action> {
            state.count += 1
            return .none
        }
    }

    struct Parent: Reducer {
        struct State: Equatable, Sendable { var child: Child.State? }
        enum Action: Equatable, Sendable { case child(PresentationAction<Child.Action>), presentButtonTapped }

        var body: some Reducer<State, Action> {
            Reduce { state, action in
                if action == .presentButtonTapped { state.child = Child.State() }
                return .none
            }
            .ifLet(\.child, action: Action.child) { Child() }
        }
    }

    @Test func aStoreThatPresentedAChildAndWasScopedIntoItIsReleased() {
        weak var released: Store<Parent.State, Parent.Action>?
        do {
            let store = Store(initialState: Parent.State()) { Parent() }
            released = store
            store.send(.presentButtonTapped)
            let child = store.scope(state: \.child, action: { Parent.Action.child(.presented($0)) })
            child.send(.incrementButtonTapped)
            #expect(child.state?.count == 1)
        }
        #expect(released == nil)
    }
}
