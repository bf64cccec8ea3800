import ViewStateKit

/// The Order feature's part of ``AppState``: the seed's `OrderState`, with its
/// `orders / isLoading / error` trio as one ``Loadable`` so the three can never disagree.
public struct OrderState: Equatable, Sendable {
    public var orderList: Loadable<[Order]> = .idle
    public var selectedOrderId: Order.ID?

    public init(orderList: Loadable<[Order]> = .idle, selectedOrderId: Order.ID? = nil) {
        self.orderList = orderList
        self.selectedOrderId = selectedOrderId
    }

    /// The loaded orders, or none.
    public var orders: [Order] { orderList.value ?? [] }

    /// The order with `id`, if loaded.
    public func order(id: Order.ID) -> Order? {
        orders.first { $0.id == id }
    }
}
