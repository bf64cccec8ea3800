import ExampleApp
import Testing
import ViewStateKit
import ViewStateTesting
import ViewStateStoreTesting
import ViewStateStore

/// Editing and deleting an order, and the container that finds it by id.
@MainActor
@Suite struct OrderDetailTests {
    func makeLoadedStore(_ service: OrderServiceMock = OrderServiceMock()) async -> TestStore<OrderState, OrderAction> {
        let store = TestStore(initialState: OrderState(orderList: .loaded(Order.mocks))) { OrderFeature(orderService: service) }
        return store
    }

    @Test func editingThenSavingRenamesTheOrder() async {
        let service = OrderServiceMock()
        let store = await makeLoadedStore(service)
        await store.send(.editOrder(2)) { $0.draft = .teapot }
        await store.send(.draftTitleChanged("急須(大)")) { $0.draft?.title = "急須(大)" }
        await store.send(.saveEditTapped) { $0.isSaving = true }
        let renamed = Order(id: 2, title: "急須(大)", total: 3_800)
        await store.receive(.orderSaved(renamed)) {
            $0.orderList = .loaded([.coffee, renamed, .mugs])
            $0.draft = nil
            $0.isSaving = false
        }
        #expect(service.updates.calls == [renamed])
    }

    @Test func cancellingAnEditKeepsTheOrder() async {
        let store = await makeLoadedStore()
        await store.send(.editOrder(2)) { $0.draft = .teapot }
        await store.send(.draftTitleChanged("x")) { $0.draft?.title = "x" }
        await store.send(.cancelEditTapped) { $0.draft = nil }
    }

    @Test func aFailedDeleteKeepsTheOrderAndSaysWhy() async {
        let store = await makeLoadedStore(OrderServiceMock(changes: [.failure(LoadFailure("offline"))]))
        await store.send(.deleteOrder(2)) { $0.isSaving = true }
        await store.receive(.changeFailed("削除できませんでした")) {
            $0.isSaving = false
            $0.changeFailure = "削除できませんでした"
        }
        let screen = OrderDetailContainer(orderId: 2, state: store.state).render(width: 40)
        #expect(screen.contains("削除できませんでした"))
    }

    @Test func afterADeleteTheContainerFindsNoOrder() async {
        let store = await makeLoadedStore()
        await store.send(.selectOrder(.teapot)) { $0.selectedOrderId = 2 }
        await store.send(.deleteOrder(2)) { $0.isSaving = true }
        await store.receive(.orderDeleted(2)) {
            $0.orderList = .loaded([.coffee, .mugs])
            $0.selectedOrderId = nil
            $0.isSaving = false
        }
        #expect(OrderDetailContainer(orderId: 2, state: store.state).render(width: 32) == """
            ‹ 戻る     注文の詳細
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━

                           ⌕
                  注文が見つかりません
              一覧から選び直してください。

                        [ 戻る ]
            """)
    }

    @Test func searchKeepsTheOrdersWhoseTitleContainsTheText() {
        #expect(OrderSearchView(orders: Order.mocks, searchText: "マグ").filteredOrders == [.mugs])
        #expect(OrderSearchView(orders: Order.mocks).filteredOrders == Order.mocks)
        #expect(OrderSearchView(orders: Order.mocks, searchText: "皿").render(width: 40).contains("「皿」の注文はありません"))
    }
}
