import PreviewCatalog
import TextUI
import ViewStateKit
import ViewStateStore

/// The order detail (the teapot, order 2) in each of its states, reached by sending actions
/// to a real ``Store`` running ``OrderFeature`` with a mock service. After a delete the
/// container finds no order 2 and says so.
public enum OrderDetailPreviews: ScreenPreviews {
    public static let screenName = "OrderDetail"

    public static var states: [PreviewState<OrderState>] {
        PreviewState.scenario("shown") {
            await loadedStore().state
        }
        PreviewState.scenario("editing") {
            let store = await loadedStore()
            store.send(.editOrder(Order.teapot.id))
            store.send(.draftTitleChanged("急須(大)"))
            return store.state
        }
        PreviewState.scenario("saved") {
            let store = await loadedStore()
            store.send(.editOrder(Order.teapot.id))
            store.send(.draftTitleChanged("急須(大)"))
            await store.send(.saveEditTapped).finish()
            return store.state
        }
        PreviewState.scenario("deleting") {
            let service = OrderServiceMock()
            let store = await loadedStore(service)
            service.deletions.suspendCalls()
            store.send(.deleteOrder(Order.teapot.id))
            return store.state
        }
        PreviewState.scenario("delete failed") {
            let store = await loadedStore(OrderServiceMock(changes: [.failure(LoadFailure("offline"))]))
            await store.send(.deleteOrder(Order.teapot.id)).finish()
            return store.state
        }
        PreviewState.scenario("not found") {
            let store = await loadedStore()
            await store.send(.deleteOrder(Order.teapot.id)).finish()
            return store.state
        }
    }

    public static func view(for state: OrderState) -> some View {
        OrderDetailContainer(orderId: Order.teapot.id, state: state)
    }

    @MainActor
    static func loadedStore(_ service: OrderServiceMock = OrderServiceMock()) async -> Store<OrderState, OrderAction> {
        let store = Store(initialState: OrderState()) { OrderFeature(orderService: service) }
        await store.send(.loadOrders).finish()
        return store
    }
}
