import ViewStateKit

/// What can happen in the Order feature: the seed's `OrderAction`. A failure carries a
/// ``LoadFailure`` (a message) instead of `any Error`, so actions stay `Equatable` for tests.
public enum OrderAction: Equatable, Sendable {
    // User events
    case loadOrders
    case selectOrder(Order)
    case editOrder(Order.ID)
    case draftTitleChanged(String)
    case saveEditTapped
    case cancelEditTapped
    case deleteOrder(Order.ID)

    // Async results
    case ordersLoaded([Order])
    case ordersFailed(LoadFailure)
    case orderSaved(Order)
    case orderDeleted(Order.ID)
    case changeFailed(LoadFailure)
}
