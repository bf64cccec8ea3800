import PreviewCatalog
import TextUI
import ViewStateKit

/// The composed app in the states its navigation can be in, each reached by sending actions
/// to a real ``AppStore`` with mock services.
public enum AppPreviews: ScreenPreviews {
    public static let screenName = "App"

    public static var states: [PreviewState<AppState>] {
        PreviewState.scenario("orders") {
            let store = makeStore()
            await store.send(.order(.loadOrders)).finish()
            return store.state
        }
        PreviewState.scenario("order detail") {
            let store = makeStore()
            await store.send(.order(.loadOrders)).finish()
            store.send(.order(.selectOrder(.teapot)))
            return store.state
        }
        PreviewState.scenario("orders failed alert") {
            let store = makeStore(orders: OrderServiceMock(results: [.failure(LoadFailure("offline"))]))
            await store.send(.order(.loadOrders)).finish()
            return store.state
        }
        PreviewState.scenario("items") {
            let store = makeStore()
            store.send(.navigation(.tabSelected(.items)))
            await store.send(.items(.onAppear)).finish()
            return store.state
        }
        PreviewState.scenario("item sheet") {
            let store = makeStore()
            store.send(.navigation(.tabSelected(.items)))
            await store.send(.items(.onAppear)).finish()
            store.send(.items(.itemTapped(.pen)))
            return store.state
        }
    }

    /// Rows of a phone screen at the previews' width: the tab bar sits at the bottom and an
    /// alert or sheet is drawn over a screen, not over just its content.
    static let screenHeight = 20

    public static func view(for state: AppState) -> some View {
        AppView(state: state).frame(minHeight: Double(screenHeight))
    }

    @MainActor
    static func makeStore(orders: OrderServiceMock = OrderServiceMock()) -> AppStore {
        AppStore(initialState: AppState()) { AppReducer(orderService: orders, itemsAPI: .mock) }
    }
}

/// What the app screen shows, from the top down: an alert over everything, else the item
/// sheet, else the selected tab — for Orders, the list or the pushed detail. A new tab,
/// sheet or destination does not compile until it is named here.
extension AppPreviews: DeclaresAllCases {
    public enum StateCase: CaseIterable {
        case orders, orderDetail, items, itemSheet, alert
    }

    public static func stateCase(of state: AppState) -> StateCase {
        let navigation = state.navigation
        return switch (navigation.presentedAlert, navigation.presentedSheet, navigation.selectedTab, navigation.orderPath.top) {
        case (.some, _, _, _): .alert
        case (nil, .itemDetail?, _, _): .itemSheet
        case (nil, nil, .orders, nil): .orders
        case (nil, nil, .orders, .orderDetail?): .orderDetail
        case (nil, nil, .items, _): .items
        }
    }
}
