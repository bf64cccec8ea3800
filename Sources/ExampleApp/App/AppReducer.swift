import ViewStateKit

/// The app's reducer: each feature scoped into ``AppState``, then the app-level rules that
/// tie them to navigation — the seed's `AppReducer`, composed.
///
/// ```swift
/// let store = AppStore(initialState: AppState()) {
///     AppReducer(orderService: OrderServiceMock(), itemsAPI: .mock)
/// }
/// store.send(.order(.selectOrder(.coffee)))
/// store.navigation.orderPath.path    // [.orderDetail(1)]
/// ```
public struct AppReducer: Reducer {
    let orderService: any OrderService
    let itemsAPI: ItemsAPIClient

    public init(orderService: any OrderService, itemsAPI: ItemsAPIClient) {
        self.orderService = orderService
        self.itemsAPI = itemsAPI
    }

    public var body: some Reducer<AppState, AppAction> {
        // Explicit paths: no reflection on the hot path of every action.
        Scope(state: \.order, action: ActionPath(embed: AppAction.order) { if case .order(let a) = $0 { a } else { nil } }) {
            OrderFeature(orderService: orderService)
        }
        Scope(state: \.items, action: ActionPath(embed: AppAction.items) { if case .items(let a) = $0 { a } else { nil } }) {
            ItemsReducer(apiClient: itemsAPI)
        }
        Reduce(Self.navigate)
    }

    /// What the app does around the features: push the order detail, present the item sheet,
    /// alert when orders fail to load, and carry out navigation actions.
    static func navigate(_ state: inout AppState, _ action: AppAction) -> Effect<AppAction> {
        switch action {
        case .order(.selectOrder(let order)):
            state.navigation.orderPath.push(.orderDetail(order.id))
            return .none

        case .order(.ordersFailed(let failure)):
            state.navigation.presentedAlert = AlertState(
                title: failure.message,
                message: "通信状況を確認して、もう一度お試しください。",
                buttons: [
                    AlertButton("再試行", action: .retryLoadingOrdersTapped),
                    AlertButton("閉じる", role: .cancel),
                ]
            )
            return .none

        case .items(.itemTapped(let item)):
            state.navigation.presentedSheet = .itemDetail(item)
            return .none

        case .navigation(.tabSelected(let tab)):
            state.navigation.selectedTab = tab
            return .none

        case .navigation(.orderPath(let action)):
            state.navigation.orderPath.apply(action)
            return .none

        case .navigation(.sheetDismissed):
            state.navigation.presentedSheet = nil
            return .none

        case .navigation(.alertButtonTapped(let button)):
            state.navigation.presentedAlert = nil
            guard button == .retryLoadingOrdersTapped else { return .none }
            return .send(.order(.loadOrders))

        case .order, .items:
            return .none
        }
    }
}

/// The app's store: the seed's `AppStore`, a ``Store`` of ``AppState`` and ``AppAction``.
public typealias AppStore = Store<AppState, AppAction>
