import Testing
import ViewStateKit
import ViewStateStore
import ViewStateStoreTesting

/// TCA's `PresentationReducerTests`: alerts and dialogs that dismiss themselves, and a
/// destination enum whose case or child id changes.
@MainActor
@Suite struct PresentationDestinationParityTests {
    enum Inert: Equatable, Sendable {}
    enum AlertAction: Equatable, Sendable { case deleteTapped }

    /// A parent presenting an alert with no buttons, or one with a delete button.
    struct Alerting<Button: Equatable & Sendable>: Reducer {
        struct State: Equatable, Sendable {
            var alert: AlertState<Button>?
            var isDeleted = false
        }
        enum Action: Equatable, Sendable {
            case alert(PresentationAction<Button>)
            case presentTapped
        }

        let alert: AlertState<Button>
        /// The button that deletes, if any.
        let deletion: Button?

        var body: some Reducer<State, Action> {
            Reduce { state, action in
                switch action {
                case .alert(.presented(let button)): state.isDeleted = button == deletion
                case .alert(.dismiss): break
                case .presentTapped: state.alert = alert
                }
                return .none
            }
            .ifLet(\.alert, action: Action.alert) {}
        }
    }

    static let inert = Alerting<Inert>(alert: AlertState(title: "Uh oh!"), deletion: nil)
    nonisolated static let uhOh = AlertState<AlertAction>(
        title: "Uh oh!", buttons: [AlertButton("Delete", role: .destructive, action: .deleteTapped)]
    )

    @Test func anAlertWithoutButtonsIsPresented() async {
        let store = TestStore(initialState: Alerting<Inert>.State()) { Self.inert }
        await store.send(.presentTapped) { $0.alert = AlertState(title: "Uh oh!") }
    }

    @Test func anAlertWithoutButtonsIsDismissedByDismiss() async {
        let store = TestStore(initialState: Alerting<Inert>.State()) { Self.inert }
        await store.send(.presentTapped) { $0.alert = AlertState(title: "Uh oh!") }
        await store.send(.alert(.dismiss)) { $0.alert = nil }
    }

    @Test func anAlertsButtonDismissesItAndReachesTheParent() async {
        let store = TestStore(initialState: Alerting<AlertAction>.State()) {
            Alerting(alert: Self.uhOh, deletion: .deleteTapped)
        }
        await store.send(.presentTapped) { $0.alert = Self.uhOh }
        await store.send(.alert(.presented(.deleteTapped))) {
            $0.alert = nil
            $0.isDeleted = true
        }
    }

    /// Where the parent can go: an alert, or a stopwatch child.
    struct Destination: Reducer {
        enum State: Equatable, Sendable {
            case alert(AlertState<AlertAction>)
            case child(StopwatchFeature.State)
        }
        enum Action: Equatable, Sendable {
            case alert(AlertAction)
            case child(StopwatchFeature.Action)
        }

        let clock: ManualClock

        static let childLine = #line + 4
        var body: some Reducer<State, Action> {
            EmptyReducer<State, Action>()
                .ifCaseLet(State.alert, action: Action.alert) {}
                .ifCaseLet(State.child, action: Action.child) { StopwatchFeature(clock: clock) }
        }
    }

    struct Navigator: Reducer {
        struct State: Equatable, Sendable {
            var destination: Destination.State?
            var isDeleted = false
        }
        enum Action: Equatable, Sendable {
            case destination(PresentationAction<Destination.Action>)
            case presentAlertTapped
            case presentChildTapped(id: Int? = nil)
        }

        let clock: ManualClock
        let ids: PresentedIDs

        var body: some Reducer<State, Action> {
            Reduce { state, action in
                switch action {
                case .destination(.presented(.alert(.deleteTapped))): state.isDeleted = true
                case .destination: break
                case .presentAlertTapped: state.destination = .alert(PresentationDestinationParityTests.uhOh)
                case .presentChildTapped(let id): state.destination = .child(StopwatchFeature.State(id: id ?? ids.next()))
                }
                return .none
            }
            .ifLet(\.destination, action: Action.destination) { Destination(clock: clock) }
        }
    }

    static let child = EnumCase(Destination.State.child)

    @Test func aDestinationEnumKeepsItsChildsTimerUntilTheChildOrItsCaseChanges() async {
        let clock = ManualClock()
        let store = TestStore(initialState: Navigator.State()) { Navigator(clock: clock, ids: PresentedIDs()) }
        await store.send(.presentChildTapped()) { $0.destination = .child(StopwatchFeature.State(id: 0)) }
        await store.send(.destination(.presented(.child(.startTapped))))
        await clock.advance(by: .seconds(2))
        await store.receive(.destination(.presented(.child(.tick)))) { $0.destination[case: Self.child]?.ticks = 1 }
        await store.receive(.destination(.presented(.child(.tick)))) { $0.destination[case: Self.child]?.ticks = 2 }
        await store.send(.destination(.presented(.child(.closeTapped))))
        await store.receive(.destination(.dismiss)) { $0.destination = nil }

        await store.send(.presentChildTapped()) { $0.destination = .child(StopwatchFeature.State(id: 1)) }
        await clock.advance(by: .seconds(2))
        await store.send(.destination(.presented(.child(.startTapped))))
        await clock.advance(by: .seconds(2))
        await store.receive(.destination(.presented(.child(.tick)))) { $0.destination[case: Self.child]?.ticks = 1 }
        await store.receive(.destination(.presented(.child(.tick)))) { $0.destination[case: Self.child]?.ticks = 2 }
        await store.send(.presentChildTapped(id: 1)) { $0.destination[case: Self.child]?.ticks = 0 }
        await clock.advance(by: .seconds(2))
        await store.receive(.destination(.presented(.child(.tick)))) { $0.destination[case: Self.child]?.ticks = 1 }
        await store.receive(.destination(.presented(.child(.tick)))) { $0.destination[case: Self.child]?.ticks = 2 }
        await store.send(.presentAlertTapped) { $0.destination = .alert(Self.uhOh) }
        await store.send(.destination(.presented(.alert(.deleteTapped)))) {
            $0.destination = nil
            $0.isDeleted = true
        }
    }

    @Test func aChildActionWhileTheDestinationIsAnAlertFailsAndLeavesTheAlert() async {
        let message = "ifCaseLet at TCAParityTests/PresentationDestinationParityTests.swift:\(Destination.childLine) received "
            + "a child action while its state is not TCAParityTests.StopwatchFeature.State (it is alert): "
            + "child(TCAParityTests.StopwatchFeature.Action.tick). The state became another case while its action was on "
            + "the way; ifCaseLet cancels the child's effects when that happens here, so check the case before sending."
        await ReducerParity.expectIssues([(#line + 3, message)]) {
            let store = TestStore(initialState: Navigator.State()) { Navigator(clock: ManualClock(), ids: PresentedIDs()) }
            await store.send(.presentAlertTapped) { $0.destination = .alert(Self.uhOh) }
            await store.send(.destination(.presented(.child(.tick))))
        }
    }
}
