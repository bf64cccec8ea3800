import ViewStateKit
import ViewStateStore

/// The app's reducer: each feature scoped into ``AppState``, then the app-level rules that
/// tie them to the shared state and navigation — the seed's `AppReducer`, composed.
///
/// ```swift
/// let store = AppStore(initialState: AppState()) {
///     AppReducer(orderService: OrderServiceMock(), itemsAPI: .mock)
/// }
/// store.send(.order(.selectOrder(.coffee)))
/// store.navigation.orderPath.path    // [.orderDetail(1)]
/// ```
/// Services not given come from the current dependencies (`@Dependency`-style): live in the
/// app, mocks in previews, unimplemented in tests.
public struct AppReducer: Reducer {
    let orderService: any OrderService
    let itemsAPI: ItemsAPIClient
    let profileService: any ProfileService
    let settingsService: any SettingsService

    public init(
        orderService: any OrderService = DependencyValues.current.orderService,
        itemsAPI: ItemsAPIClient = DependencyValues.current.apiClient,
        profileService: any ProfileService = DependencyValues.current.profileService,
        settingsService: any SettingsService = DependencyValues.current.settingsService
    ) {
        self.orderService = orderService
        self.itemsAPI = itemsAPI
        self.profileService = profileService
        self.settingsService = settingsService
    }

    public var body: some Reducer<AppState, AppAction> {
        // Explicit paths: no reflection on the hot path of every action.
        Scope(state: \.order, action: ActionPath(embed: AppAction.order) { if case .order(let a) = $0 { a } else { nil } }) {
            OrderFeature(orderService: orderService)
        }
        Scope(state: \.items, action: ActionPath(embed: AppAction.items) { if case .items(let a) = $0 { a } else { nil } }) {
            ItemsReducer(apiClient: itemsAPI)
        }
        Scope(state: \.profile, action: ActionPath(embed: AppAction.profile) { if case .profile(let a) = $0 { a } else { nil } }) {
            ProfileFeature(profileService: profileService)
        }
        Scope(state: \.settings, action: ActionPath(embed: AppAction.settings) { if case .settings(let a) = $0 { a } else { nil } }) {
            SettingsFeature(settingsService: settingsService)
        }
        Reduce(Self.share)
        Reduce(Self.navigate)
    }

    /// The shared state: who is signed in, the cart, the system.
    static func share(_ state: inout AppState, _ action: AppAction) -> Effect<AppAction> {
        switch action {
        case .signedIn(let user):
            state.currentUser = user
        case .profile(.signOutTapped), .settings(.signOutTapped):
            state.currentUser = nil
            state.cart = CartState()
            state.profile = ProfileState()
            state.navigation = NavigationState()
        case .cart(.addTapped(let item)):
            state.cart.add(item)
            state.navigation.presentedSheet = nil
        case .system(.connectivityChanged(let isOnline)):
            state.system.isOnline = isOnline
        default:
            break
        }
        return .none
    }

    /// What the app does around the features: push the order detail, present the item sheet,
    /// alert when orders fail to load, and carry out navigation actions.
    static func navigate(_ state: inout AppState, _ action: AppAction) -> Effect<AppAction> {
        switch action {
        case .order(.selectOrder(let order)):
            state.navigation.orderPath.push(.orderDetail(order.id))
            return .none

        case .order(.orderDeleted(let id)):
            // The deleted order's detail closes, on whichever stack shows it.
            if state.navigation.orderPath.top == .orderDetail(id) { _ = state.navigation.orderPath.pop() }
            if state.navigation.homePath.top == .orderDetail(id) { _ = state.navigation.homePath.pop() }
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

        case .navigation(.homePath(let action)):
            state.navigation.homePath.apply(action)
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

        case .signedIn, .order, .items, .profile, .settings, .cart, .system:
            return .none
        }
    }
}

/// The app's store: the seed's `AppStore`, a ``Store`` of ``AppState`` and ``AppAction``.
public typealias AppStore = Store<AppState, AppAction>
