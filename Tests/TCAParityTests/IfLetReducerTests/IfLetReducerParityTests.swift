import Testing
import ViewStateKit
import ViewStateStore
import ViewStateStoreTesting

/// TCA's `IfLetReducerTests`, through `ifLet` on optional state.
@MainActor
@Suite struct IfLetReducerParityTests {
    enum Tap: Equatable, Sendable { case tap }

    static let bareIfLetLine = #line + 3
    static func bareIfLet() -> some Reducer<Int?, Tap> {
        EmptyReducer<Int?, Tap>()
            .ifLet(\.self, action: ActionPath<Tap, Tap>(embed: { $0 }, extract: { $0 })) {}
    }

    @Test func aChildActionWhileTheStateIsNilFailsAtItsSend() async {
        let message = "ifLet at TCAParityTests/IfLetReducerParityTests.swift:\(Self.bareIfLetLine) received a child action "
            + "while its state is nil: tap. The child was dismissed while its action was on the way; let ifLet cancel "
            + "its effects (dismiss by setting the state to nil), or check before sending."
        await ReducerParity.expectIssues([(#line + 2, message)]) {
            let store = TestStore(initialState: Int?.none) { Self.bareIfLet() }
            await store.send(.tap)
        }
    }

    @Test func settingTheChildToNilCancelsItsTimer() async {
        let clock = ManualClock()
        let store = TestStore(initialState: HolderFeature<TickerFeature>.State()) {
            HolderFeature(presented: TickerFeature.State(), child: TickerFeature(clock: clock))
        }
        await store.send(.toggleTapped) { $0.child = TickerFeature.State() }
        await store.send(.child(.startTapped))
        await clock.advance(by: .seconds(2))
        await store.receive(.child(.tick)) { $0.child?.ticks = 1 }
        await store.receive(.child(.tick)) { $0.child?.ticks = 2 }
        await store.send(.toggleTapped) { $0.child = nil }
    }

    @Test func settingTheChildToNilCancelsItsOwnChildsTimerToo() async {
        let clock = ManualClock()
        let grandchild = HolderFeature(presented: TickerFeature.State(), child: TickerFeature(clock: clock))
        let store = TestStore(initialState: HolderFeature<HolderFeature<TickerFeature>>.State()) {
            HolderFeature(presented: HolderFeature<TickerFeature>.State(child: TickerFeature.State()), child: grandchild)
        }
        await store.send(.toggleTapped) { $0.child = HolderFeature<TickerFeature>.State(child: TickerFeature.State()) }
        await store.send(.child(.child(.startTapped)))
        await clock.advance(by: .seconds(1))
        await store.receive(.child(.child(.tick))) { $0.child?.child?.ticks = 1 }
        await store.send(.toggleTapped) { $0.child = nil }
    }

    struct Alerting: Reducer {
        struct State: Equatable, Sendable { var alert: AlertState<AlertAction>? }
        enum Action: Equatable, Sendable {
            case alert(AlertAction)
            case showTapped
        }
        enum AlertAction: Equatable, Sendable {
            case again
            case ok
        }

        var body: some Reducer<State, Action> {
            Reduce { state, action in
                switch action {
                case .alert(.ok): break
                case .alert(.again), .showTapped: state.alert = AlertState(title: "Hello")
                }
                return .none
            }
            .ifLet(\.alert, action: Action.alert) {}
        }
    }

    @Test func anAlertIsDismissedByAnyOfItsActions() async {
        let store = TestStore(initialState: Alerting.State()) { Alerting() }
        await store.send(.showTapped) { $0.alert = AlertState(title: "Hello") }
        await store.send(.alert(.ok)) { $0.alert = nil }
    }

    @Test func anAlertTheParentPresentsAgainOnItsActionStaysPresented() async {
        let store = TestStore(initialState: Alerting.State()) { Alerting() }
        await store.send(.showTapped) { $0.alert = AlertState(title: "Hello") }
        await store.send(.alert(.again))
        await store.send(.alert(.ok)) { $0.alert = nil }
    }

    @Test func aChildWithANewIDNoLongerGetsTheOldChildsEffects() async {
        let clock = ManualClock()
        let store = TestStore(initialState: HolderFeature<EchoFeature>.State(child: EchoFeature.State(id: 1))) {
            HolderFeature(
                presented: EchoFeature.State(id: 1),
                replace: { EchoFeature.State(id: $0.id + 1) },
                child: EchoFeature(clock: clock)
            )
        }
        await store.send(.child(.tap))
        await store.send(.replaceTapped) { $0.child = EchoFeature.State(id: 2) }
        await store.send(.child(.tap))
        await clock.advance(by: .seconds(1))
        await store.receive(.child(.response(2))) { $0.child = EchoFeature.State(id: 2, value: 2) }
    }
}
