import ExampleApp
import Testing
import ViewStateKit
import ViewStateTesting
import ViewStateStoreTesting
import ViewStateStore

@MainActor
@Suite struct AppReducerTests {
    func makeStore(orders: OrderServiceMock = OrderServiceMock()) -> TestStore<AppState, AppAction> {
        TestStore(initialState: AppState()) { AppReducer(orderService: orders, itemsAPI: .mock) }
    }

    @Test func selectingAnOrderPushesItsDetailAndBackPopsIt() async {
        let store = makeStore()
        await store.send(.order(.loadOrders)) { $0.order.orderList = .loading }
        await store.receive(.order(.ordersLoaded(Order.mocks))) { $0.order.orderList = .loaded(Order.mocks) }
        await store.send(.order(.selectOrder(.coffee))) {
            $0.order.selectedOrderId = Order.coffee.id
            $0.navigation.orderPath.push(.orderDetail(Order.coffee.id))
        }
        await store.send(.navigation(.orderPath(.pop))) {
            $0.navigation.orderPath.popToRoot()
        }
    }

    @Test func theNavigationStackBindingSetsThePath() async {
        let store = makeStore()
        await store.send(.navigation(.orderPath(.setPath([.orderDetail(1), .orderDetail(2)])))) {
            $0.navigation.orderPath = NavigationStackState([.orderDetail(1), .orderDetail(2)])
        }
        await store.send(.navigation(.orderPath(.popToRoot))) {
            $0.navigation.orderPath = NavigationStackState()
        }
    }

    @Test func aFailedLoadAlertsAndRetryLoadsAgain() async {
        let store = makeStore(orders: OrderServiceMock(results: [.failure(LoadFailure("offline")), .success(Order.mocks)]))
        await store.send(.order(.loadOrders)) { $0.order.orderList = .loading }
        await store.receive(.order(.ordersFailed(OrderReducer.failureMessage))) {
            $0.order.orderList = .failed(OrderReducer.failureMessage)
            $0.navigation.presentedAlert = AlertState(
                title: "注文を読み込めませんでした",
                message: "通信状況を確認して、もう一度お試しください。",
                buttons: [AlertButton("再試行", action: .retryLoadingOrdersTapped), AlertButton("閉じる", role: .cancel)]
            )
        }
        await store.send(.navigation(.alertButtonTapped(.retryLoadingOrdersTapped))) {
            $0.navigation.presentedAlert = nil
        }
        await store.receive(.order(.loadOrders)) { $0.order.orderList = .loading }
        await store.receive(.order(.ordersLoaded(Order.mocks))) { $0.order.orderList = .loaded(Order.mocks) }
    }

    @Test func tappingAnItemPresentsItsSheet() async {
        let store = makeStore()
        await store.send(.navigation(.tabSelected(.items))) { $0.navigation.selectedTab = .items }
        await store.send(.items(.itemTapped(.pen))) { $0.navigation.presentedSheet = .itemDetail(.pen) }
        await store.send(.navigation(.sheetDismissed)) { $0.navigation.presentedSheet = nil }
    }

    @Test func integrationFromLaunchToAnItemSheetNonExhaustively() async {
        let store = makeStore()
        store.exhaustivity = .off
        await store.send(.order(.loadOrders))
        await store.send(.navigation(.tabSelected(.items))) { $0.navigation.selectedTab = .items }
        await store.send(.items(.onAppear))
        await store.receive(.items(.fetchItemsResponse(.success(.first)))) { $0.items.items.items = ItemPage.first.items }
        await store.send(.items(.itemTapped(.pen))) { $0.navigation.presentedSheet = .itemDetail(.pen) }
        #expect(store.state.order.orders == Order.mocks)
    }
}
