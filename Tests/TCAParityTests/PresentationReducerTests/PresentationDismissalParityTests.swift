import Testing
import ViewStateKit
import ViewStateStore
import ViewStateStoreTesting

/// TCA's `PresentationReducerTests`: presenting and dismissing a child, by the parent or by the
/// child itself, and what that does to the child's effects.
@MainActor
@Suite struct PresentationDismissalParityTests {
    typealias ScreenPresenter = PresenterFeature<ScreenFeature>

    func screenStore(child: ScreenFeature.State? = nil) -> TestStore<ScreenPresenter.State, ScreenPresenter.Action> {
        TestStore(initialState: ScreenPresenter.State(child: child)) {
            ScreenPresenter(present: { ScreenFeature.State() }, child: ScreenFeature())
        }
    }

    @Test func aDismissActionFromTheParentClearsTheChild() async {
        let store = screenStore()
        await store.send(.presentTapped) { $0.child = ScreenFeature.State() }
        await store.send(.child(.presented(.incrementTapped))) { $0.child?.count = 1 }
        await store.send(.child(.dismiss)) { $0.child = nil }
    }

    @Test func theParentSettingTheChildToNilDismissesIt() async {
        let store = screenStore()
        await store.send(.presentTapped) { $0.child = ScreenFeature.State() }
        await store.send(.child(.presented(.incrementTapped))) { $0.child?.count = 1 }
        await store.send(.dismissTapped) { $0.child = nil }
    }

    /// Remembers the child's count when it is dismissed.
    struct Recorder: Reducer {
        struct State: Equatable, Sendable {
            var lastCount: Int?
            var child: ScreenFeature.State?
        }
        enum Action: Equatable, Sendable {
            case child(PresentationAction<ScreenFeature.Action>)
            case presentTapped
        }

        var body: some Reducer<State, Action> {
            Reduce { state, action in
                switch action {
                case .child(.dismiss): state.lastCount = state.child?.count
                case .child: break
                case .presentTapped: state.child = ScreenFeature.State()
                }
                return .none
            }
            .ifLet(\.child, action: Action.child) { ScreenFeature() }
        }
    }

    @Test func aChildDismissingItselfSendsTheParentDismissWhichSeesTheChildLastTime() async {
        let store = TestStore(initialState: Recorder.State()) { Recorder() }
        await store.send(.presentTapped) { $0.child = ScreenFeature.State() }
        await store.send(.child(.presented(.decrementTapped))) { $0.child?.count = -1 }
        await store.send(.child(.presented(.closeTapped)))
        await store.receive(.child(.dismiss)) {
            $0.child = nil
            $0.lastCount = -1
        }
    }

    func stopwatchStore(_ clock: ManualClock, ids: PresentedIDs = PresentedIDs())
        -> TestStore<PresenterFeature<StopwatchFeature>.State, PresenterFeature<StopwatchFeature>.Action> {
        TestStore(initialState: PresenterFeature<StopwatchFeature>.State()) {
            PresenterFeature(present: { StopwatchFeature.State(id: ids.next()) }, child: StopwatchFeature(clock: clock))
        }
    }

    @Test func dismissingFromTheParentCancelsTheChildsTimer() async {
        let clock = ManualClock()
        let store = stopwatchStore(clock)
        await store.send(.presentTapped) { $0.child = StopwatchFeature.State() }
        await store.send(.child(.presented(.startTapped)))
        await clock.advance(by: .seconds(2))
        await store.receive(.child(.presented(.tick))) { $0.child?.ticks = 1 }
        await store.receive(.child(.presented(.tick))) { $0.child?.ticks = 2 }
        await store.send(.child(.dismiss)) { $0.child = nil }
    }

    @Test func theChildDismissingItselfCancelsItsTimer() async {
        let clock = ManualClock()
        let store = stopwatchStore(clock)
        await store.send(.presentTapped) { $0.child = StopwatchFeature.State() }
        await store.send(.child(.presented(.startTapped)))
        await clock.advance(by: .seconds(2))
        await store.receive(.child(.presented(.tick))) { $0.child?.ticks = 1 }
        await store.receive(.child(.presented(.tick))) { $0.child?.ticks = 2 }
        await store.send(.child(.presented(.closeTapped)))
        await store.receive(.child(.dismiss)) { $0.child = nil }
    }

    @Test func presentingAChildWithAnotherIDCancelsTheFirstChildsTimer() async {
        let clock = ManualClock()
        let store = stopwatchStore(clock)
        await store.send(.presentTapped) { $0.child = StopwatchFeature.State(id: 0) }
        await store.send(.child(.presented(.startTapped)))
        await clock.advance(by: .seconds(2))
        await store.receive(.child(.presented(.tick))) { $0.child?.ticks = 1 }
        await store.receive(.child(.presented(.tick))) { $0.child?.ticks = 2 }
        await store.send(.presentTapped) { $0.child = StopwatchFeature.State(id: 1) }
        await clock.advance(by: .seconds(2))
        await store.send(.child(.dismiss)) { $0.child = nil }
    }

    @Test func aChildLeftPresentedWithoutEffectsEndsTheTestCleanly() async {
        let store = screenStore()
        await store.send(.presentTapped) { $0.child = ScreenFeature.State() }
    }

    @Test func finishingWithAChildLeftPresentedWithoutEffectsPasses() async {
        let store = screenStore()
        await store.send(.presentTapped) { $0.child = ScreenFeature.State() }
        await store.finish()
    }

    @Test func aChildTheStoreStartedWithCanDismissItself() async {
        let store = screenStore(child: ScreenFeature.State())
        await store.send(.child(.presented(.closeTapped)))
        await store.receive(.child(.dismiss)) { $0.child = nil }
    }

    /// A container presenting a child, itself a part of a parent that presents it through a scope.
    struct Container: Reducer {
        struct State: Equatable, Sendable {
            var child: ScreenFeature.State?
        }
        enum Action: Equatable, Sendable {
            case child(PresentationAction<ScreenFeature.Action>)
            case openTapped
        }

        var body: some Reducer<State, Action> {
            EmptyReducer<State, Action>()
                .ifLet(\.child, action: Action.child) { ScreenFeature() }
        }
    }

    struct Outer: Reducer {
        struct State: Equatable, Sendable {
            var container = Container.State()
        }
        enum Action: Equatable, Sendable {
            case container(Container.Action)
        }

        var body: some Reducer<State, Action> {
            Scope(state: \.container, action: Action.container) { Container() }
            Reduce { state, action in
                if case .container(.openTapped) = action { state.container.child = ScreenFeature.State() }
                return .none
            }
        }
    }

    @Test func aChildPresentedByAParentFurtherUpCanDismissItselfEachTime() async {
        let store = TestStore(initialState: Outer.State()) { Outer() }
        for _ in 1...2 {
            await store.send(.container(.openTapped)) { $0.container.child = ScreenFeature.State() }
            await store.send(.container(.child(.presented(.closeTapped))))
            await store.receive(.container(.child(.dismiss))) { $0.container.child = nil }
        }
    }
}
