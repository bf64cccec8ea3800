import Observation
import Testing
import ViewStateKit
@testable import ViewStateStore

/// A scope's observers hear about changes to their slice only.
@MainActor
@Suite struct StoreScopeTests {
    struct Counters: Reducer {
        struct State: Equatable, Sendable {
            var left = Side()
            var right = Side()
        }

        struct Side: Equatable, Sendable {
            var count = 0
            var label = ""
        }

        enum SideAction: Equatable, Sendable { case increment, rename(String) }

        enum Action: Equatable, Sendable {
            case left(SideAction)
            case right(SideAction)
        }

        func reduce(into state: inout State, action: Action) -> Effect<Action> {
            switch action {
            case .left(let action): Self.apply(action, to: &state.left)
            case .right(let action): Self.apply(action, to: &state.right)
            }
            return .none
        }

        static func apply(_ action: SideAction, to side: inout Side) {
            switch action {
            case .increment: side.count += 1
            case .rename(let label): side.label = label
            }
        }
    }

    /// Whether reading `read` inside observation tracking is invalidated by `change`.
    func isInvalidated(reading read: @escaping () -> Void, by change: () -> Void) -> Bool {
        let fired = LockedValue(false)
        withObservationTracking { read() } onChange: { fired.withLock { $0 = true } }
        change()
        return fired.current
    }

    @Test func aScopeIsNotifiedOnlyWhenItsSliceChanges() {
        let store = Store(initialState: Counters.State()) { Counters() }
        let left = store.scope(state: \.left, action: Counters.Action.left)
        #expect(!isInvalidated(reading: { _ = left.count }, by: { store.send(.right(.increment)) }))
        #expect(isInvalidated(reading: { _ = left.count }, by: { left.send(.increment) }))
        #expect(left.count == 1)
        #expect(store.state.left.count == 1)
    }

    @Test func aStoreItselfIsNotifiedOnEveryChange() {
        let store = Store(initialState: Counters.State()) { Counters() }
        #expect(isInvalidated(reading: { _ = store.state.left.count }, by: { store.send(.right(.increment)) }))
    }

    @Test func anActionThatLeavesTheSliceEqualNotifiesNobody() {
        let store = Store(initialState: Counters.State()) { Counters() }
        let left = store.scope(state: \.left, action: Counters.Action.left)
        #expect(!isInvalidated(reading: { _ = left.label }, by: { left.send(.rename("")) }))
    }

    @Test func nestedScopesObserveTheirOwnSlice() {
        let store = Store(initialState: Counters.State()) { Counters() }
        let left = store.scope(state: \.left, action: Counters.Action.left)
        let leftCount = left.scope(state: \.count, action: { $0 })
        #expect(!isInvalidated(reading: { _ = leftCount.state }, by: { left.send(.rename("L")) }))
        #expect(isInvalidated(reading: { _ = leftCount.state }, by: { leftCount.send(.increment) }))
        #expect(leftCount.state == 1)
    }

    @Test func scopesOfOneLiveSliceShareOneObservationOfIt() {
        let store = Store(initialState: Counters.State()) { Counters() }
        let first = store.scope(state: \.left, action: Counters.Action.left)
        let second = store.scope(state: \.left, action: Counters.Action.left)
        #expect(first.slice === second.slice)
        #expect(first.slice !== store.scope(state: \.right, action: Counters.Action.right).slice)
        #expect(isInvalidated(reading: { _ = second.count }, by: { first.send(.increment) }))
    }

    @Test func aSliceNoScopeHoldsIsLetGo() {
        let store = Store(initialState: Counters.State()) { Counters() }
        weak let slice = store.scope(state: \.left, action: Counters.Action.left).slice
        store.send(.left(.increment))
        #expect(slice == nil)
    }
}
