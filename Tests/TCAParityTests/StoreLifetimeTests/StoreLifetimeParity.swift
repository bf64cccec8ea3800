import Observation
import Testing
import ViewStateKit
@testable import ViewStateStore

/// TCA's `StoreLifetimeTests`: what scoping returns when asked again, a scope that outlives the
/// scope it came from, a store released when nothing holds it, its running effects cancelled as
/// it goes, and an effect started through a scope nobody holds any more.
@MainActor
@Suite struct StoreLifetimeParity {
    struct Child: Reducer {
        struct State: Equatable, Sendable { var count = 0 }
        enum Action: Equatable, Sendable { case tap, start, response }
        let clock: ManualClock

        func reduce(into state: inout State, action: Action) -> Effect<Action> {
            switch action {
            case .tap:
                state.count += 1
                return .none
            case .start:
                state.count += 1
                return .run { [clock] send in
                    try await clock.sleep(for: .seconds(1))
                    await send(.response)
                }
            case .response:
                state.count += 1
                return .none
            }
        }
    }

    struct Parent: Reducer {
        struct State: Equatable, Sendable { var child = Child.State() }
        enum Action: Equatable, Sendable { case child(Child.Action) }
        let clock: ManualClock

        var body: some Reducer<State, Action> {
            Scope(state: \.child, action: Action.child) { Child(clock: clock) }
        }
    }

    struct Grandparent: Reducer {
        struct State: Equatable, Sendable { var child = Parent.State() }
        enum Action: Equatable, Sendable { case child(Parent.Action), incrementGrandchild }
        let clock: ManualClock

        var body: some Reducer<State, Action> {
            Scope(state: \.child, action: Action.child) { Parent(clock: clock) }
            Reduce { state, action in
                if action == .incrementGrandchild { state.child.child.count += 1 }
                return .none
            }
        }
    }

    /// TCA returns the same child store for the same key paths. Here each scope routes its own
    /// action (see ScopeTests' misroute fix), so a scope is a new small object each time, and
    /// scopes of one slice share that slice's observation, held while any of them is.
    @Test func scopesOfOneSliceShareItsObservationAtEachLevel() {
        let grandparent = Store(initialState: Grandparent.State()) { Grandparent(clock: ManualClock()) }
        let parent = grandparent.scope(state: \.child, action: Grandparent.Action.child)
        #expect(parent.slice === grandparent.scope(state: \.child, action: Grandparent.Action.child).slice)
        let child = parent.scope(state: \.child, action: Parent.Action.child)
        #expect(child.slice === parent.scope(state: \.child, action: Parent.Action.child).slice)
        #expect(child.slice !== parent.slice)
    }

    @Test func aScopeOutlivesTheScopeItCameFrom() {
        let grandparent = Store(initialState: Grandparent.State()) { Grandparent(clock: ManualClock()) }
        var parent: StoreScope<Parent.State, Parent.Action>? = grandparent.scope(state: \.child, action: Grandparent.Action.child)
        let child = parent!.scope(state: \.child, action: Parent.Action.child)
        child.send(.tap)
        #expect(grandparent.child.child.count == 1)
        #expect(parent?.child.count == 1)
        #expect(child.count == 1)
        grandparent.send(.incrementGrandchild)
        #expect(child.count == 2)

        parent = nil
        child.send(.tap)
        #expect(grandparent.child.child.count == 3)
        #expect(child.count == 3)
        grandparent.send(.incrementGrandchild)
        #expect(child.count == 4)
    }

    @Test func aStoreNothingHoldsIsReleased() {
        weak var released: Store<Int, Tap>?
        do {
            let store = Store(initialState: 0, reducer: EmptyReducer<Int, Tap>())
            released = store
            store.send(.tap)
        }
        #expect(released == nil)
    }

    /// Records that its work ended, by cancellation or otherwise.
    final class Ending: Sendable {
        let ended = AsyncStream<Void>.makeStream()
    }

    @Test func releasingAStoreCancelsItsRunningEffect() async {
        let ending = Ending()
        weak var released: Store<Int, Tap>?
        do {
            let store = Store(initialState: 0, reducer: Reduce<Int, Tap> { _, _ in
                .run { _ in
                    try? await ReducerParity.waitForever()
                    ending.ended.continuation.yield()
                }
            })
            released = store
            store.send(.tap)
        }
        #expect(released == nil)
        for await _ in ending.ended.stream { break }
    }

    /// Sends to a store with a never-ending effect, then lets the store go.
    static func sendAndRelease(_ ending: Ending) {
        let store = Store(initialState: 0, reducer: Reduce<Int, Tap> { _, _ in
            .run { _ in
                try? await ReducerParity.waitForever()
                ending.ended.continuation.yield()
            }
        })
        store.send(.tap)
    }

    @Test nonisolated func releasingAStoreFromOffTheMainActorCancelsItsRunningEffect() async {
        let ending = Ending()
        await Self.sendAndRelease(ending)
        for await _ in ending.ended.stream { break }
    }

    @Test func anEffectStartedThroughAScopeNobodyHoldsStillArrives() async {
        let clock = ManualClock()
        let store = Store(initialState: Parent.State()) { Parent(clock: clock) }
        do {
            let child = store.scope(state: \.child, action: Parent.Action.child)
            child.send(.start)
            #expect(store.child.count == 1)
        }
        await clock.waitForSleepers(count: 1)
        await clock.advance(by: .seconds(1))
        #expect(store.child.count == 2)
    }
}
