import Testing
import ViewStateKit
import ViewStateStore
import ViewStateStoreTesting

/// TCA's `StackReducerTests`: each element's effects answer that element, and one element's
/// cancellation ids are its own.
@MainActor
@Suite struct StackEffectParityTests {
    /// A screen whose tap answers 42 after a second, cancellable under one id every screen uses.
    struct Worker: Reducer {
        struct State: Equatable, Sendable {
            var count = 0
        }
        enum Action: Equatable, Sendable {
            case cancelTapped
            case response(Int)
            case tap
        }
        enum CancelID { case work }

        let clock: ManualClock
        /// How long a tap's work takes, in seconds, and what it answers.
        var delay = 1
        var answer = 42

        func reduce(into state: inout State, action: Action) -> Effect<Action> {
            switch action {
            case .cancelTapped:
                return .cancel(id: CancelID.work)
            case .response(let value):
                state.count += value
                return .none
            case .tap:
                return .run { [clock, delay, answer] send in
                    try await clock.sleep(for: .seconds(delay))
                    await send(.response(answer))
                }
                .cancellable(id: CancelID.work)
            }
        }
    }

    /// A stack of two kinds of worker.
    struct Workers: Reducer {
        typealias Path = TwoScreensFeature<Worker>
        struct State: Equatable, Sendable {
            var path: NavigationStackState<Path.State>
        }
        enum Action: Equatable, Sendable {
            case path(StackAction<Path.State, Path.Action>)
            case popFirstTapped
        }

        let first: Worker
        let second: Worker

        var body: some Reducer<State, Action> {
            Reduce { state, action in
                if action == .popFirstTapped, let bottom = state.path.ids.first { state.path[id: bottom] = nil }
                return .none
            }
            .forEach(\.path, action: Action.path) { Path(first: first, second: second) }
        }
    }

    static let first = EnumCase(Workers.Path.State.first)
    static let second = EnumCase(Workers.Path.State.second)

    @Test func anElementCannotCancelItsSiblingsEffectsThoughTheyShareAnID() async {
        let clock = ManualClock()
        let initial = Workers.State(path: NavigationStackState([.first(Worker.State()), .second(Worker.State())]))
        let store = TestStore(initialState: initial) { Workers(first: Worker(clock: clock), second: Worker(clock: clock)) }
        await store.send(.path(.element(id: 0, action: .first(.tap))))
        await store.send(.path(.element(id: 1, action: .second(.tap))))
        await store.send(.path(.element(id: 0, action: .first(.cancelTapped))))
        await clock.advance(by: .seconds(1))
        await store.receive(.path(.element(id: 1, action: .second(.response(42))))) {
            $0.path[id: 1, case: Self.second]?.count = 42
        }

        await store.send(.path(.element(id: 0, action: .first(.tap))))
        await store.send(.path(.element(id: 1, action: .second(.tap))))
        await store.send(.path(.element(id: 1, action: .second(.cancelTapped))))
        await clock.advance(by: .seconds(1))
        await store.receive(.path(.element(id: 0, action: .first(.response(42))))) {
            $0.path[id: 0, case: Self.first]?.count = 42
        }
    }

    @Test func anEffectInFlightWhenTheElementBelowIsRemovedStillAnswersItsOwnElement() async {
        let clock = ManualClock()
        let initial = Workers.State(path: NavigationStackState([.first(Worker.State()), .second(Worker.State())]))
        let store = TestStore(initialState: initial) {
            Workers(first: Worker(clock: clock, delay: 1, answer: 1), second: Worker(clock: clock, delay: 2, answer: 2))
        }
        await store.send(.path(.element(id: 0, action: .first(.tap))))
        await store.send(.path(.element(id: 1, action: .second(.tap))))
        await clock.advance(by: .seconds(1))
        await store.receive(.path(.element(id: 0, action: .first(.response(1))))) {
            $0.path[id: 0, case: Self.first]?.count = 1
        }
        await clock.advance(by: .seconds(1))
        await store.receive(.path(.element(id: 1, action: .second(.response(2))))) {
            $0.path[id: 1, case: Self.second]?.count = 2
        }

        await store.send(.path(.element(id: 0, action: .first(.tap))))
        await store.send(.path(.element(id: 1, action: .second(.tap))))
        await store.send(.popFirstTapped) { $0.path[id: 0] = nil }
        await clock.advance(by: .seconds(2))
        await store.receive(.path(.element(id: 1, action: .second(.response(2))))) {
            $0.path[id: 1, case: Self.second]?.count = 4
        }
        await store.send(.popFirstTapped) { $0.path[id: 1] = nil }
    }

    @Test func eachElementsEffectAnswersItsOwnElement() async {
        let clock = ManualClock()
        let initial = TimedStackFeature.State(path: NavigationStackState([
            TimedScreenFeature.State(count: 1), TimedScreenFeature.State(count: 2),
        ]))
        let store = TestStore(initialState: initial) { TimedStackFeature(clock: clock) }
        await store.send(.path(.element(id: 0, action: .tap)))
        await store.send(.path(.element(id: 1, action: .tap)))
        await clock.advance(by: .seconds(1))
        await store.receive(.path(.element(id: 0, action: .response(42)))) { $0.path[id: 0]?.count = 42 }
        await clock.advance(by: .seconds(1))
        await store.receive(.path(.element(id: 1, action: .response(42)))) { $0.path[id: 1]?.count = 42 }
    }
}
