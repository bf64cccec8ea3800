import Testing
import ViewStateKit
import ViewStateStore

/// TCA's `ScopeCacheTests`: scoping again from a scope, into an optional child or into one row
/// of a collection, and sending through it, works. (TCA's other tests here check the warning its
/// deprecated, uncached closure scopes give; every scope here observes its slice.)
@MainActor
@Suite struct ScopeCacheParity {
    struct Row: Reducer {
        struct State: Equatable, Sendable, Identifiable {
            let id: Int
            var shown = false
        }

        enum Action: Equatable, Sendable { case show }

        func reduce(into state: inout State, action: Action) -> Effect<Action> {
            state.shown = true
            return .none
        }
    }

    struct Feature: Reducer {
        struct State: Equatable, Sendable {
            var child: Row.State?
            var rows: IdentifiedArray<Row.State> = []
        }

        enum Action: Equatable, Sendable {
            case child(PresentationAction<Row.Action>)
            case rows(id: Int, action: Row.Action)
        }

        var body: some Reducer<State, Action> {
            EmptyReducer()
                .ifLet(\.child, action: Action.child) { Row() }
                .forEach(\.rows, action: Action.rows) { Row() }
        }
    }

    @Test func anOptionalChildScopedFromAScopeTakesItsActions() {
        let store = Store(initialState: Feature.State(child: Row.State(id: 1))) { Feature() }
        let child = store
            .scope(state: \.self, action: { $0 })
            .scope(state: \.child, action: { Feature.Action.child(.presented($0)) })
        child.send(.show)
        #expect(child.state?.shown == true)
        #expect(store.child?.shown == true)
    }

    @Test func aRowScopedFromAScopeByItsIDTakesItsActions() {
        let store = Store(initialState: Feature.State(rows: [Row.State(id: 1), Row.State(id: 2)])) { Feature() }
        let whole = store.scope(state: \.self, action: { $0 })
        let rows = whole.rows.ids.map { id in
            whole.scope(state: \.rows[id: id], action: { Feature.Action.rows(id: id, action: $0) })
        }
        rows[0].send(.show)
        #expect(store.rows.map(\.shown) == [true, false])
        #expect(rows.map { $0.state?.shown } == [true, false])
    }
}
