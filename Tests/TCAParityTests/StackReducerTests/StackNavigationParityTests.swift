import Testing
import ViewStateKit
import ViewStateStore
import ViewStateStoreTesting

/// TCA's `StackReducerTests`: pushing, popping and dismissing, and what each does to the
/// elements' effects.
@MainActor
@Suite struct StackNavigationParityTests {
    @Test func aParentPushAddsAnElement() async {
        let store = TestStore(initialState: StackHostFeature.State()) { StackHostFeature() }
        await store.send(.pushTapped) { $0.path.push(ScreenFeature.State()) }
    }

    @Test func aParentPopCancelsThePoppedElementsEffects() async {
        let store = TestStore(initialState: StackHostFeature.State()) { StackHostFeature() }
        await store.send(.pushTapped) { $0.path.push(ScreenFeature.State()) }
        await store.send(.path(.element(id: 0, action: .onAppear)))
        await store.send(.popTapped) { $0.path.pop() }
    }

    @Test func anElementThatDismissesItselfIsPoppedFrom() async {
        let store = TestStore(initialState: StackHostFeature.State()) { StackHostFeature() }
        await store.send(.pushTapped) { $0.path.push(ScreenFeature.State()) }
        await store.send(.path(.element(id: 0, action: .onAppear)))
        await store.send(.path(.element(id: 0, action: .closeTapped)))
        await store.receive(.path(.popFrom(id: 0))) { $0.path.pop() }
    }

    @Test func aDismissalFromAScreenInTheMiddlePopsTheScreensAboveIt() async {
        let clock = ManualClock()
        let store = TestStore(initialState: TimedStackFeature.State()) { TimedStackFeature(clock: clock) }
        // The expected states are written out by id, not with the push and pop the reducer uses.
        for (id, count) in [(0, 2), (1, 1), (2, 2)] as [(StackElementID, Int)] {
            await store.send(.path(.push(TimedScreenFeature.State(count: count)))) {
                $0.path[id: id] = TimedScreenFeature.State(count: count)
            }
            await store.send(.path(.element(id: id, action: .onAppear)))
        }
        await clock.advance(by: .seconds(1))
        // #1 dismissed itself after 1 s: it and #2 above it are gone, #0 stays.
        await store.receive(.path(.popFrom(id: 1))) {
            $0.path[id: 2] = nil
            $0.path[id: 1] = nil
        }
        #expect(store.state.path.ids == [0])
        await store.send(.path(.popFrom(id: 0))) {
            $0.path = NavigationStackState()
        }
    }

    @Test func aScreenTheStackStartedWithCanDismissItself() async {
        let initial = StackHostFeature.State(path: NavigationStackState([ScreenFeature.State()]))
        let store = TestStore(initialState: initial) { StackHostFeature() }
        await store.send(.path(.element(id: 0, action: .closeTapped)))
        await store.receive(.path(.popFrom(id: 0))) { $0.path.popToRoot() }
    }

    /// Screens of two kinds on one stack.
    struct MixedStack: Reducer {
        typealias Path = TwoScreensFeature<ScreenFeature>
        struct State: Equatable, Sendable {
            var path = NavigationStackState<Path.State>()
        }
        enum Action: Equatable, Sendable {
            case path(StackAction<Path.State, Path.Action>)
            case pushFirstTapped
            case pushSecondTapped
        }

        var body: some Reducer<State, Action> {
            Reduce { state, action in
                switch action {
                case .path: break
                case .pushFirstTapped: state.path.push(.first(ScreenFeature.State()))
                case .pushSecondTapped: state.path.push(.second(ScreenFeature.State()))
                }
                return .none
            }
            .forEach(\.path, action: Action.path) { Path(first: ScreenFeature(), second: ScreenFeature()) }
        }
    }

    @Test func poppingFromTheBottomCancelsTheEffectsOfEveryKindOfScreenAbove() async {
        let store = TestStore(initialState: MixedStack.State()) { MixedStack() }
        await store.send(.pushFirstTapped) { $0.path.push(.first(ScreenFeature.State())) }
        await store.send(.path(.element(id: 0, action: .first(.onAppear))))
        await store.send(.pushSecondTapped) { $0.path.push(.second(ScreenFeature.State())) }
        await store.send(.path(.element(id: 1, action: .second(.onAppear))))
        await store.send(.path(.popFrom(id: 0))) { $0.path.popToRoot() }
    }

    @Test func aParentPopToRootCancelsEveryElementsEffects() async {
        let store = TestStore(initialState: StackHostFeature.State()) { StackHostFeature() }
        await store.send(.pushTapped) { $0.path.push(ScreenFeature.State()) }
        await store.send(.path(.element(id: 0, action: .onAppear)))
        await store.send(.pushTapped) { $0.path.push(ScreenFeature.State()) }
        await store.send(.path(.element(id: 1, action: .onAppear)))
        await store.send(.popToRootTapped) { $0.path.popToRoot() }
    }

    @Test func poppingAnElementCancelsItsEffects() async {
        let initial = StackHostFeature.State(path: NavigationStackState([ScreenFeature.State()]))
        let store = TestStore(initialState: initial) { StackHostFeature() }
        await store.send(.path(.element(id: 0, action: .onAppear)))
        await store.send(.path(.popFrom(id: 0))) { $0.path[id: 0] = nil }
    }

    /// Clears the stack in a reducer that runs before the `forEach` (`clearBefore`) or after it
    /// (`clearAfter`).
    struct ClearedAround: Reducer {
        struct State: Equatable, Sendable {
            var path = NavigationStackState<ScreenFeature.State>()
        }
        enum Action: Equatable, Sendable {
            case path(StackAction<ScreenFeature.State, ScreenFeature.Action>)
            case clearAfter
            case clearBefore
        }

        var body: some Reducer<State, Action> {
            Reduce { state, action in
                if action == .clearBefore { state.path.popToRoot() }
                return .none
            }
            Reduce<State, Action> { _, _ in .none }
                .forEach(\.path, action: Action.path) { ScreenFeature() }
            Reduce { state, action in
                if action == .clearAfter { state.path.popToRoot() }
                return .none
            }
        }
    }

    @Test func elementsClearedByAnotherReducerHaveTheirEffectsCancelledByTheNextAction() async {
        let store = TestStore(initialState: ClearedAround.State()) { ClearedAround() }
        await store.send(.path(.push(ScreenFeature.State()))) { $0.path.push(ScreenFeature.State()) }
        await store.send(.path(.element(id: 0, action: .onAppear)))
        await store.send(.clearBefore) { $0.path.popToRoot() }

        await store.send(.path(.push(ScreenFeature.State()))) { $0.path.push(ScreenFeature.State()) }
        await store.send(.path(.element(id: 1, action: .onAppear)))
        await store.send(.clearAfter) { $0.path.popToRoot() }
        await store.send(.clearAfter)   // the forEach sees #1 gone only now, and cancels its effect
    }
}
