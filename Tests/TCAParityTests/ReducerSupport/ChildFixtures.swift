import ViewStateKit
import ViewStateStore

/// A parent holding one optional child: it presents `presented` or removes the child on
/// `toggleTapped`, and swaps in `replace(child)` on `replaceTapped`.
struct HolderFeature<Child: Reducer>: Reducer
where Child.State: Equatable & Sendable, Child.Action: Equatable & Sendable {
    struct State: Equatable, Sendable {
        var child: Child.State?
    }
    enum Action: Equatable, Sendable {
        case child(Child.Action)
        case toggleTapped
        case replaceTapped
    }

    let presented: Child.State
    var replace: (Child.State) -> Child.State = { $0 }
    let child: Child

    var body: some Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .child: break
            case .toggleTapped: state.child = state.child == nil ? presented : nil
            case .replaceTapped: state.child = state.child.map(replace)
            }
            return .none
        }
        .ifLet(\.child, action: Action.child) { child }
    }
}

/// Counts the ticks of a one-second timer it starts.
struct TickerFeature: Reducer {
    struct State: Equatable, Sendable { var ticks = 0 }
    enum Action: Equatable, Sendable {
        case startTapped
        case tick
    }

    let clock: ManualClock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .startTapped:
            return .run { [clock] send in
                while true {
                    try await clock.sleep(for: .seconds(1))
                    await send(.tick)
                }
            }
        case .tick:
            state.ticks += 1
            return .none
        }
    }
}

/// An identified child whose tap answers, a second later, with its own id.
struct EchoFeature: Reducer {
    struct State: Equatable, Sendable, Identifiable {
        let id: Int
        var value = 0
    }
    enum Action: Equatable, Sendable {
        case tap
        case response(Int)
    }

    let clock: ManualClock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .tap:
            return .run { [clock, id = state.id] send in
                try await clock.sleep(for: .seconds(1))
                await send(.response(id))
            }
        case .response(let value):
            state.value = value
            return .none
        }
    }
}
