import ViewStateKit
import ViewStateStore

/// A parent presenting one child through a `PresentationAction`: `presentTapped` presents
/// `present()`, `dismissTapped` sets the child to `nil` itself.
struct PresenterFeature<Child: Reducer>: Reducer
where Child.State: Equatable & Sendable, Child.Action: Equatable & Sendable {
    struct State: Equatable, Sendable {
        var child: Child.State?
    }
    enum Action: Equatable, Sendable {
        case child(PresentationAction<Child.Action>)
        case dismissTapped
        case presentTapped
    }

    let present: () -> Child.State
    let child: Child

    var body: some Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .child: break
            case .dismissTapped: state.child = nil
            case .presentTapped: state.child = present()
            }
            return .none
        }
        .ifLet(\.child, action: Action.child) { child }
    }
}

/// A child with an id that ticks every second once started, and closes itself with `dismiss()`.
struct StopwatchFeature: Reducer {
    struct State: Equatable, Sendable, Identifiable {
        var id = 0
        var ticks = 0
    }
    enum Action: Equatable, Sendable {
        case closeTapped
        case startTapped
        case tick
    }

    let clock: ManualClock
    @Dependency(\.dismiss) var dismiss

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .closeTapped:
            return .run { [dismiss] _ in await dismiss() }
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

/// Gives 0, 1, 2, … on each call: the ids a parent gives the children it presents.
final class PresentedIDs: Sendable {
    private let value = LockedValue(0)

    func next() -> Int {
        value.withLock { value in
            defer { value += 1 }
            return value
        }
    }
}
