import Testing
import ViewStateKit
import ViewStateStore
import ViewStateStoreTesting

/// TCA's `PresentationReducerTests`: one destination replaced by another — an alert by a
/// dialog, a child by itself under a new id.
@MainActor
@Suite struct PresentationSwitchingParityTests {
    enum Choice: Equatable, Sendable {
        case showAlert
        case showDialog
    }

    /// An alert and a dialog, each of which can bring up the other.
    struct Chooser: Reducer {
        enum Destination: Equatable, Sendable {
            case alert(AlertState<Choice>)
            case dialog(ConfirmationDialogState<Choice>)
        }
        enum DestinationAction: Equatable, Sendable {
            case alert(Choice)
            case dialog(Choice)
        }
        struct State: Equatable, Sendable {
            var destination: Destination?
        }
        enum Action: Equatable, Sendable {
            case destination(PresentationAction<DestinationAction>)
            case showAlertTapped
            case showDialogTapped
        }

        static let buttons = [
            AlertButton("Show alert", action: Choice.showAlert), AlertButton("Show dialog", action: .showDialog),
        ]
        static let alert = AlertState(title: "Choose", buttons: buttons)
        static let dialog = ConfirmationDialogState(title: "Choose", buttons: buttons)

        var body: some Reducer<State, Action> {
            Reduce { state, action in
                switch action {
                case .destination(.presented(.alert(.showDialog))):
                    state.destination = .dialog(ConfirmationDialogState(title: "Hello!"))
                case .destination(.presented(.dialog(.showAlert))):
                    state.destination = .alert(AlertState(title: "Hello!"))
                case .destination: break
                case .showAlertTapped: state.destination = .alert(Self.alert)
                case .showDialogTapped: state.destination = .dialog(Self.dialog)
                }
                return .none
            }
            .ifLet(\.destination, action: Action.destination) {}
        }
    }

    @Test func anAlertsButtonCanPresentADialogInItsPlaceAndTheOtherWayRound() async {
        let store = TestStore(initialState: Chooser.State()) { Chooser() }
        await store.send(.showAlertTapped) { $0.destination = .alert(Chooser.alert) }
        await store.send(.destination(.presented(.alert(.showDialog)))) {
            $0.destination = .dialog(ConfirmationDialogState(title: "Hello!"))
        }
        await store.send(.destination(.dismiss)) { $0.destination = nil }

        await store.send(.showDialogTapped) { $0.destination = .dialog(Chooser.dialog) }
        await store.send(.destination(.presented(.dialog(.showAlert)))) { $0.destination = .alert(AlertState(title: "Hello!")) }
        await store.send(.destination(.dismiss)) { $0.destination = nil }
    }

    /// A counter whose tap answers a second later, and which can take a new id.
    struct Renewing: Reducer {
        struct State: Equatable, Sendable, Identifiable {
            var id: Int
            var count = 0
        }
        enum Action: Equatable, Sendable {
            case renewTapped
            case response
            case tap
        }

        let clock: ManualClock
        let ids: PresentedIDs

        func reduce(into state: inout State, action: Action) -> Effect<Action> {
            switch action {
            case .renewTapped:
                state.count = 0
                state.id = ids.next()
                return .none
            case .response:
                state.count = 999
                return .none
            case .tap:
                state.count += 1
                return .run { [clock] send in
                    try await clock.sleep(for: .seconds(1))
                    await send(.response)
                }
            }
        }
    }

    /// Two cases holding the same kind of child.
    struct Pair: Reducer {
        enum Destination: Equatable, Sendable {
            case first(Renewing.State)
            case second(Renewing.State)
        }
        enum DestinationAction: Equatable, Sendable {
            case first(Renewing.Action)
            case second(Renewing.Action)
        }
        struct State: Equatable, Sendable {
            var destination: Destination?
        }
        enum Action: Equatable, Sendable {
            case destination(PresentationAction<DestinationAction>)
            case presentFirstTapped
        }

        let clock: ManualClock
        let ids: PresentedIDs

        var body: some Reducer<State, Action> {
            Reduce { state, action in
                if action == .presentFirstTapped { state.destination = .first(Renewing.State(id: ids.next())) }
                return .none
            }
            .ifLet(\.destination, action: Action.destination) {
                EmptyReducer<Destination, DestinationAction>()
                    .ifCaseLet(Destination.first, action: DestinationAction.first) { Renewing(clock: clock, ids: ids) }
                    .ifCaseLet(Destination.second, action: DestinationAction.second) { Renewing(clock: clock, ids: ids) }
            }
        }
    }

    static let first = EnumCase(Pair.Destination.first)

    @Test func aChildTakingANewIDLosesTheEffectsItStartedUnderTheOldOne() async throws {
        let clock = ManualClock()
        let ids = PresentedIDs()
        let store = TestStore(initialState: Pair.State()) { Pair(clock: clock, ids: ids) }
        await store.send(.presentFirstTapped) { $0.destination = .first(Renewing.State(id: 0)) }
        await store.send(.destination(.presented(.first(.tap)))) { $0.destination[case: Self.first]?.count = 1 }
        await store.send(.destination(.presented(.first(.renewTapped)))) {
            $0.destination[case: Self.first]?.id = 1
            $0.destination[case: Self.first]?.count = 0
        }
        try await clock.run()
        await store.send(.destination(.dismiss)) { $0.destination = nil }
    }
}
