import ViewStateKit

/// The Order feature's state changes as a pure function — the seed's `OrderReducer`, kept
/// as it is written there. ``OrderFeature`` adds the side effects.
///
/// ```swift
/// var state = OrderState()
/// OrderReducer.reduce(state: &state, action: .loadOrders)
/// state.orderList   // .loading
/// ```
public enum OrderReducer {
    /// The message shown when the orders cannot be loaded.
    public static let failureMessage: LoadFailure = "注文を読み込めませんでした"

    public static func reduce(state: inout OrderState, action: OrderAction) {
        switch action {
        case .loadOrders:
            state.orderList = .loading

        case .ordersLoaded(let orders):
            state.orderList = .loaded(orders)

        case .ordersFailed(let failure):
            state.orderList = .failed(failure)

        case .selectOrder(let order):
            state.selectedOrderId = order.id

        case .editOrder(let id):
            state.draft = state.order(id: id)
            state.changeFailure = nil

        case .draftTitleChanged(let title):
            state.draft?.title = title

        case .saveEditTapped, .deleteOrder:
            state.isSaving = true
            state.changeFailure = nil

        case .cancelEditTapped:
            state.draft = nil

        case .orderSaved(let order):
            state.orderList = state.orderList.map { orders in orders.map { $0.id == order.id ? order : $0 } }
            state.draft = nil
            state.isSaving = false

        case .orderDeleted(let id):
            state.orderList = state.orderList.map { orders in orders.filter { $0.id != id } }
            if state.selectedOrderId == id { state.selectedOrderId = nil }
            state.isSaving = false

        case .changeFailed(let failure):
            state.changeFailure = failure
            state.isSaving = false
        }
    }
}
