import ViewStateKit

/// The whole app's state, the single source of truth: the seed's `AppState`.
///
/// ```swift
/// struct AppState {
///     var order = OrderState()
///     var items = ItemsReducer.State()
///     var navigation = NavigationState()
/// }
/// ```
public struct AppState: Equatable, Sendable {
    public var order = OrderState()
    public var items = ItemsReducer.State()
    public var navigation = NavigationState()

    public init(order: OrderState = OrderState(), items: ItemsReducer.State = ItemsReducer.State(), navigation: NavigationState = NavigationState()) {
        self.order = order
        self.items = items
        self.navigation = navigation
    }
}

/// The app's tabs.
public enum Tab: String, CaseIterable, Hashable, Sendable {
    case orders
    case items

    /// The label in the tab bar.
    public var title: String {
        switch self {
        case .orders: "注文"
        case .items: "アイテム"
        }
    }
}
