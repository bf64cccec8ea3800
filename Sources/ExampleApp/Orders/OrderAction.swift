import ViewStateKit

/// What can happen in the Order feature: the seed's `OrderAction`. A failure carries a
/// ``LoadFailure`` (a message) instead of `any Error`, so actions stay `Equatable` for tests.
public enum OrderAction: Equatable, Sendable {
    // User events
    case loadOrders
    case selectOrder(Order)

    // Async results
    case ordersLoaded([Order])
    case ordersFailed(LoadFailure)
}
