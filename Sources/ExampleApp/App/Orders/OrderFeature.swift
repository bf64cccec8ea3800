import ViewStateKit
import ViewStateStore

/// The Order feature as a ``Reducer``: the seed's pure `OrderReducer.reduce` followed by its
/// `handleSideEffects`, which here returns an ``Effect`` instead of running a `Task` itself —
/// so a store can cancel it and a test store can assert it.
///
/// ```swift
/// let store = Store(initialState: OrderState()) { OrderFeature(orderService: OrderServiceMock()) }
/// await store.send(.loadOrders).finish()
/// store.orderList   // .loaded([…])
/// ```
public struct OrderFeature: Reducer {
    enum CancelID { case load }

    let orderService: any OrderService

    public init(orderService: any OrderService) {
        self.orderService = orderService
    }

    public func reduce(into state: inout OrderState, action: OrderAction) -> Effect<OrderAction> {
        // 1. Reducerで状態更新
        OrderReducer.reduce(state: &state, action: action)
        // 2. 副作用の実行
        return handleSideEffects(action, state: state)
    }

    private func handleSideEffects(_ action: OrderAction, state: OrderState) -> Effect<OrderAction> {
        switch action {
        case .saveEditTapped:
            guard let draft = state.draft else { return .none }
            return .run { [orderService] send in
                do {
                    await send(.orderSaved(try await orderService.updateOrder(draft)))
                } catch {
                    await send(.changeFailed("保存できませんでした"))
                }
            }

        case .deleteOrder(let id):
            return .run { [orderService] send in
                do {
                    try await orderService.deleteOrder(id: id)
                    await send(.orderDeleted(id))
                } catch {
                    await send(.changeFailed("削除できませんでした"))
                }
            }

        case .loadOrders:
            return .run { [orderService] send in
                do {
                    let orders = try await orderService.fetchOrders()
                    await send(.ordersLoaded(orders))
                } catch {
                    await send(.ordersFailed(OrderReducer.failureMessage))
                }
            }
            .cancellable(id: CancelID.load, cancelInFlight: true)

        default:
            return .none
        }
    }
}
