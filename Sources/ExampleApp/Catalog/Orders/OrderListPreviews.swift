import PreviewCatalog
import TextUI
import ViewStateKit
import ViewStateStore

/// The order list in each of its states, every one reached by sending actions to a real
/// ``Store`` running ``OrderFeature`` with a mock service.
public enum OrderListPreviews: ScreenPreviews {
    public static let screenName = "OrderList"

    public static var states: [PreviewState<OrderState>] {
        PreviewState("idle", OrderState())
        PreviewState.scenario("loading") {
            let store = Store(initialState: OrderState()) { OrderFeature(orderService: OrderServiceMock(suspended: true)) }
            store.send(.loadOrders)
            return store.state
        }
        PreviewState.scenario("loaded") {
            let store = Store(initialState: OrderState()) { OrderFeature(orderService: OrderServiceMock()) }
            await store.send(.loadOrders).finish()
            return store.state
        }
        PreviewState.scenario("selected") {
            let store = Store(initialState: OrderState()) { OrderFeature(orderService: OrderServiceMock()) }
            await store.send(.loadOrders).finish()
            store.send(.selectOrder(.teapot))
            return store.state
        }
        PreviewState.scenario("empty") {
            let store = Store(initialState: OrderState()) { OrderFeature(orderService: OrderServiceMock(results: [.success([])])) }
            await store.send(.loadOrders).finish()
            return store.state
        }
        PreviewState.scenario("failed") {
            let service = OrderServiceMock(results: [.failure(LoadFailure("offline"))])
            let store = Store(initialState: OrderState()) { OrderFeature(orderService: service) }
            await store.send(.loadOrders).finish()
            return store.state
        }
    }

    public static func view(for state: OrderState) -> some View {
        OrderListView(orderList: state.orderList, selectedOrderId: state.selectedOrderId)
    }
}

/// Every case of the order list's `Loadable`, with an empty list counted apart from a loaded
/// one: a new case does not compile until it is named here.
extension OrderListPreviews: DeclaresAllCases {
    public enum StateCase: CaseIterable {
        case idle, loading, empty, loaded, failed
    }

    public static func stateCase(of state: OrderState) -> StateCase {
        switch state.orderList {
        case .idle: .idle
        case .loading: .loading
        case .loaded(let orders): orders.isEmpty ? .empty : .loaded
        case .failed: .failed
        }
    }
}
