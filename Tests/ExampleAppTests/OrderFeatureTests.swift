import ExampleApp
import Testing
import ViewStateKit
import ViewStateTesting
import ViewStateStoreTesting
import ViewStateStore

@MainActor
@Suite struct OrderFeatureTests {
    @Test func theSeedsPureReducerChangesStateWithoutEffects() {
        var state = OrderState()
        OrderReducer.reduce(state: &state, action: .loadOrders)
        #expect(state.orderList == .loading)
        OrderReducer.reduce(state: &state, action: .ordersLoaded(Order.mocks))
        #expect(state.orders == Order.mocks)
    }

    @Test func loadOrdersShowsLoadingThenTheOrders() async {
        let clock = ManualClock()
        let store = TestStore(initialState: OrderState()) {
            OrderFeature(orderService: OrderServiceMock(latency: .seconds(1), clock: clock))
        }
        await store.send(.loadOrders) {
            $0.orderList = .loading
        }
        await clock.advance(by: .seconds(1))
        await store.receive(.ordersLoaded(Order.mocks)) {
            $0.orderList = .loaded(Order.mocks)
        }
    }

    @Test func aFailedLoadShowsTheMessage() async {
        let store = TestStore(initialState: OrderState()) {
            OrderFeature(orderService: OrderServiceMock(results: [.failure(LoadFailure("offline"))]))
        }
        await store.send(.loadOrders) { $0.orderList = .loading }
        await store.receive(.ordersFailed(OrderReducer.failureMessage)) {
            $0.orderList = .failed(OrderReducer.failureMessage)
        }
    }

    @Test func reloadingCancelsTheLoadInFlight() async {
        let service = OrderServiceMock(results: [.success([.coffee]), .success(Order.mocks)], suspended: true)
        let store = TestStore(initialState: OrderState()) { OrderFeature(orderService: service) }
        await store.send(.loadOrders) { $0.orderList = .loading }
        await store.send(.loadOrders)
        service.mock.resumeCalls()
        await store.receive(.ordersLoaded(Order.mocks)) { $0.orderList = .loaded(Order.mocks) }
        #expect(service.mock.callCount == 2)
    }

    @Test func selectOrderRemembersTheSelection() async {
        let store = TestStore(initialState: OrderState(orderList: .loaded(Order.mocks))) {
            OrderFeature(orderService: OrderServiceMock())
        }
        await store.send(.selectOrder(.teapot)) { $0.selectedOrderId = Order.teapot.id }
    }
}
