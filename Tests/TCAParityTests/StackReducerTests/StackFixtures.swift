import ViewStateKit
import ViewStateStore

/// A screen of a navigation stack: counts, starts work that never ends when it appears, and
/// closes itself with `dismiss()`.
struct ScreenFeature: Reducer {
    struct State: Equatable, Sendable {
        var count = 0
    }
    enum Action: Equatable, Sendable {
        case closeTapped
        case decrementTapped
        case incrementTapped
        case onAppear
    }

    @Dependency(\.dismiss) var dismiss

    static let onAppearLine = #line + 12
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .closeTapped:
            return .run { [dismiss] _ in await dismiss() }
        case .decrementTapped:
            state.count -= 1
            return .none
        case .incrementTapped:
            state.count += 1
            return .none
        case .onAppear:
            return .run { _ in try await ReducerParity.waitForever() }
        }
    }
}

/// A parent with a stack of screens, which it can also push, pop and empty itself.
struct StackHostFeature: Reducer {
    struct State: Equatable, Sendable {
        var path = NavigationStackState<ScreenFeature.State>()
    }
    enum Action: Equatable, Sendable {
        case path(StackAction<ScreenFeature.State, ScreenFeature.Action>)
        case popTapped
        case popToRootTapped
        case pushTapped
    }

    var body: some Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .path: break
            case .popTapped: state.path.pop()
            case .popToRootTapped: state.path.popToRoot()
            case .pushTapped: state.path.push(ScreenFeature.State())
            }
            return .none
        }
        .forEach(\.path, action: Action.path) { ScreenFeature() }
    }
}

/// A screen that, once it appears, waits as many seconds as its count and then closes itself.
struct TimedScreenFeature: Reducer {
    struct State: Equatable, Sendable {
        var count = 0
    }
    enum Action: Equatable, Sendable {
        case onAppear
        case tap
        case response(Int)
    }

    let clock: ManualClock
    @Dependency(\.dismiss) var dismiss

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .onAppear:
            return .run { [clock, dismiss, count = state.count] _ in
                try await clock.sleep(for: .seconds(count))
                await dismiss()
            }
        case .tap:
            return .run { [clock, count = state.count] send in
                try await clock.sleep(for: .seconds(count))
                await send(.response(42))
            }
        case .response(let value):
            state.count = value
            return .none
        }
    }
}

/// A parent whose stack holds timed screens and does nothing else.
struct TimedStackFeature: Reducer {
    struct State: Equatable, Sendable {
        var path = NavigationStackState<TimedScreenFeature.State>()
    }
    enum Action: Equatable, Sendable {
        case path(StackAction<TimedScreenFeature.State, TimedScreenFeature.Action>)
    }

    let clock: ManualClock

    var body: some Reducer<State, Action> {
        Reduce { _, _ in .none }
            .forEach(\.path, action: Action.path) { TimedScreenFeature(clock: clock) }
    }
}

/// Two kinds of screen on one stack, as an enum of destinations, each run by `ifCaseLet`.
struct TwoScreensFeature<Screen: Reducer>: Reducer
where Screen.State: Equatable & Sendable, Screen.Action: Equatable & Sendable {
    enum State: Equatable, Sendable {
        case first(Screen.State)
        case second(Screen.State)
    }
    enum Action: Equatable, Sendable {
        case first(Screen.Action)
        case second(Screen.Action)
    }

    let first: Screen
    let second: Screen

    var body: some Reducer<State, Action> {
        EmptyReducer<State, Action>()
            .ifCaseLet(State.first, action: Action.first) { first }
            .ifCaseLet(State.second, action: Action.second) { second }
    }
}
