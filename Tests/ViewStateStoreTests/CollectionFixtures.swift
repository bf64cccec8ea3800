import ViewStateKit
import ViewStateStore

/// A list whose rows sit in an ``IdentifiedArray``; each row can start a slow save.
struct IdentifiedListFeature: Reducer {
    struct State: Equatable, Sendable {
        var rows: IdentifiedArray<RowFeature.State> = [.init(id: 1), .init(id: 2)]
    }

    enum Action: Equatable, Sendable {
        case row(id: Int, action: RowFeature.Action)
        case removeRowTapped(Int)
    }

    let clock: ManualClock

    /// The line of the `.forEach` below, for report tests.
    static let forEachLine: UInt = 25

    var body: some Reducer<State, Action> {
        Reduce { state, action in
            if case .removeRowTapped(let id) = action { state.rows.remove(id: id) }
            return .none
        }
        .forEach(\.rows, action: Action.row) { RowFeature(clock: clock) }
    }
}

/// A navigation stack of order details, each with a slow save.
struct DetailFeature: Reducer {
    struct State: Equatable, Sendable {
        var orderID: Int
        var saved = false
    }

    enum Action: Equatable, Sendable {
        case saveTapped
        case saveFinished
    }

    enum CancelID { case save }

    let clock: ManualClock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .saveTapped:
            return .run { [clock] send in
                try await clock.sleep(for: .seconds(1))
                await send(.saveFinished)
            }
            .cancellable(id: CancelID.save)
        case .saveFinished:
            state.saved = true
            return .none
        }
    }
}

struct StackFeature: Reducer {
    struct State: Equatable, Sendable {
        var path = NavigationStackState<DetailFeature.State>()
        var log: [String] = []
    }

    enum Action: Equatable, Sendable {
        case path(StackAction<DetailFeature.State, DetailFeature.Action>)
    }

    let clock: ManualClock

    /// The line of the `.forEach` below, for report tests.
    static let forEachLine: UInt = 87

    var body: some Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .path(.element(let id, .saveFinished)):
                state.log.append("saved \(id)")
            case .path(.push(let detail)):
                state.log.append("pushing \(detail.orderID) onto \(state.path.count)")
            case .path:
                break
            }
            return .none
        }
        .forEach(\.path, action: Action.path) { DetailFeature(clock: clock) }
    }
}

/// The seed's screen: an optional enum destination with a feature in one case.
struct DestinationFeature: Reducer {
    struct State: Equatable, Sendable {
        var destination: Destination?
    }

    enum Destination: Equatable, Sendable {
        case featureB(DetailFeature.State)
        case settings(isOn: Bool)
    }

    enum Action: Equatable, Sendable {
        case openFeatureBTapped
        case openSettingsTapped
        case dismissTapped
        case destination(DestinationAction)
    }

    enum DestinationAction: Equatable, Sendable {
        case featureB(DetailFeature.Action)
    }

    let clock: ManualClock

    /// The line of the `.ifLet` below, for report tests.
    static let ifLetLine: UInt = 128

    var body: some Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .openFeatureBTapped: state.destination = .featureB(DetailFeature.State(orderID: 1))
            case .openSettingsTapped: state.destination = .settings(isOn: true)
            case .dismissTapped: state.destination = nil
            case .destination: break
            }
            return .none
        }
        .ifLet(\.destination, case: Destination.featureB, action: { .destination(.featureB($0)) }) { DetailFeature(clock: clock) }
    }
}
