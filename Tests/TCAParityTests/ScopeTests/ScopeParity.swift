import Testing
import ViewStateKit
import ViewStateStore
import ViewStateStoreTesting

/// A counter that, once below zero, feeds back an increment.
struct CountingChild: Reducer {
    struct State: Equatable, Sendable { var count = 0 }
    enum Action: Equatable, Sendable { case decrementButtonTapped, incrementButtonTapped }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .decrementButtonTapped:
            state.count -= 1
            return state.count < 0 ? .run { send in await send(.incrementButtonTapped) } : .none
        case .incrementButtonTapped:
            state.count += 1
            return .none
        }
    }
}

/// A child whose state is an enum: a count or a name, each run by a `Scope` on its case.
struct CaseChild: Reducer {
    enum State: Equatable, Sendable {
        case count(Int)
        case name(String)
    }

    enum Action: Equatable, Sendable {
        case count(Int)
        case name(String)
    }

    var body: some Reducer<State, Action> {
        Scope(state: EnumCase(State.count), action: Action.count) {
            Reduce<Int, Int> { state, action in
                state = action
                return state < 0 ? .run { send in await send(0) } : .none
            }
        }
        Scope(state: EnumCase(State.name), action: Action.name) {
            Reduce<String, String> { state, action in
                state = action
                return state.isEmpty ? .run { send in await send("Empty") } : .none
            }
        }
    }
}

/// A struct child and an enum child, side by side.
struct ScopedFeature: Reducer {
    struct State: Equatable, Sendable {
        var child1 = CountingChild.State()
        var child2 = CaseChild.State.count(0)
    }

    enum Action: Equatable, Sendable {
        case child1(CountingChild.Action)
        case child2(CaseChild.Action)
    }

    var body: some Reducer<State, Action> {
        Scope(state: \.child1, action: Action.child1) { CountingChild() }
        Scope(state: \.child2, action: Action.child2) { CaseChild() }
    }
}

/// TCA's ScopeTests: a child on a field, a child on a case, and a child action for another case.
@MainActor
@Suite struct ScopeParity {
    @Test func aChildOnAFieldRunsItsActionsAndEffects() async {
        let store = TestStore(initialState: ScopedFeature.State()) { ScopedFeature() }
        await store.send(.child1(.incrementButtonTapped)) { $0.child1.count = 1 }
        await store.send(.child1(.decrementButtonTapped)) { $0.child1.count = 0 }
        await store.send(.child1(.decrementButtonTapped)) { $0.child1.count = -1 }
        await store.receive(.child1(.incrementButtonTapped)) { $0.child1.count = 0 }
    }

    @Test func aChildOnACaseRunsItsActionsAndEffects() async {
        let store = TestStore(initialState: ScopedFeature.State()) { ScopedFeature() }
        await store.send(.child2(.count(1))) { $0.child2 = .count(1) }
        await store.send(.child2(.count(-1))) { $0.child2 = .count(-1) }
        await store.receive(.child2(.count(0))) { $0.child2 = .count(0) }
    }

    @Test func aChildActionWhileTheStateIsAnotherCaseIsReportedAtItsSend() async {
        var lines = [#line + 1]
        let scope = Scope(state: EnumCase(CaseChild.State.name), action: CaseChild.Action.name) {
            Reduce<String, String> { _, _ in .none }
        }
        let store = TestStore(initialState: CaseChild.State.count(0)) { scope }
        let failures = await recordFailures {
            lines.append(#line); await store.send(.name("Blob"))
        }
        #expect(failures == [RecordedFailure(line: lines[1], """
            Scope at TCAParityTests/ScopeParity.swift:\(lines[0]) received a child action while its state is another \
            case (it is count): name("Blob"). A parent reducer changed the case before the child ran, or an effect \
            sent the action after it changed; run the child before the parent changes the case (ifLet(_:case:) does), \
            or cancel the child's effects when the case changes.
            """)])
        #expect(store.state == .count(0))
    }
}
