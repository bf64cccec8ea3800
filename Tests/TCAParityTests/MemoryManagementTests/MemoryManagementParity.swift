import Observation
import Testing
import ViewStateKit
import ViewStateStore

/// TCA's `MemoryManagementTests`: a scope holds its store, so a scope of a scope of a store
/// nobody else holds still works; and an effect started through nested scopes runs, its change
/// reaching their observers.
@MainActor
@Suite struct MemoryManagementParity {
    struct Wrapper: Equatable, Sendable {
        var count: Int
    }

    @Test func aScopeOfAScopeHoldsItsStore() {
        weak var weakStore: Store<Wrapper, Tap>?
        let scope: StoreScope<Int, Tap> = {
            let store = Store(initialState: Wrapper(count: 0), reducer: Reduce<Wrapper, Tap> { state, _ in
                state.count += 1
                return .none
            })
            weakStore = store
            return store.scope(state: \.self, action: { $0 }).scope(state: \.count, action: { $0 })
        }()
        #expect(weakStore != nil)
        #expect(scope.state == 0)
        scope.send(.tap)
        #expect(scope.state == 1)
    }

    enum Action: Equatable, Sendable { case tap, response }

    @Test func anEffectThroughNestedScopesRunsAndItsChangeReachesThem() async {
        let (ran, ranContinuation) = AsyncStream.makeStream(of: Void.self)
        let store = Store(initialState: false, reducer: Reduce<Bool, Action> { state, action in
            switch action {
            case .tap:
                state = false
                return .send(.response)
            case .response:
                state = true
                return .run { _ in ranContinuation.yield() }
            }
        })
        let scope = store.scope(state: \.self, action: { $0 }).scope(state: \.self, action: { $0 })
        let changed = LockedValue(false)
        withObservationTracking { _ = scope.state } onChange: { changed.withLock { $0 = true } }
        #expect(scope.state == false)
        scope.send(.tap)
        for await _ in ran { break }
        #expect(scope.state == true)
        #expect(changed.current)
    }
}
