import ViewStateKit

/// The Order feature's part of ``AppState``: the seed's `OrderState`, with its
/// `orders / isLoading / error` trio as one ``Loadable`` so the three can never disagree.
public struct OrderState: Equatable, Sendable {
    public var orderList: Loadable<[Order]> = .idle
    public var selectedOrderId: Order.ID?
    /// The order being edited, with the title as typed so far.
    public var draft: Order?
    /// Set while a save or a delete is on its way.
    public var isSaving = false
    /// Why the last save or delete failed, shown on the detail until the next try.
    public var changeFailure: LoadFailure?

    public init(orderList: Loadable<[Order]> = .idle, selectedOrderId: Order.ID? = nil, draft: Order? = nil) {
        self.orderList = orderList
        self.selectedOrderId = selectedOrderId
        self.draft = draft
    }

    /// The loaded orders, or none.
    public var orders: [Order] { orderList.value ?? [] }

    /// The order with `id`, if loaded.
    public func order(id: Order.ID) -> Order? {
        orders.first { $0.id == id }
    }
}
