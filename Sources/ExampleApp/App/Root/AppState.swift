import ViewStateKit

/// The whole app's state, the single source of truth: the seed's `AppState`, with its shared
/// state (who is signed in, the cart), one state per feature, navigation and the system.
///
/// ```swift
/// struct AppState {
///     var currentUser: User?            // shared: Home and Profile read it
///     var cart = CartState()            // shared: Items adds to it, Home and the tab bar show it
///     var order = OrderState()
///     var items = ItemsReducer.State()
///     var profile = ProfileState()
///     var settings = SettingsState()
///     var navigation = NavigationState()
///     var system = SystemState()
/// }
/// ```
public struct AppState: Equatable, Sendable {
    /// The signed-in person (the seed's authenticated-user state); `nil` when signed out.
    public var currentUser: User?
    public var cart = CartState()
    public var order = OrderState()
    public var items = ItemsReducer.State()
    public var profile = ProfileState()
    public var settings = SettingsState()
    public var navigation = NavigationState()
    public var system = SystemState()

    public init(
        currentUser: User? = nil,
        order: OrderState = OrderState(),
        items: ItemsReducer.State = ItemsReducer.State(),
        navigation: NavigationState = NavigationState()
    ) {
        self.currentUser = currentUser
        self.order = order
        self.items = items
        self.navigation = navigation
    }
}

/// The app's tabs.
public enum Tab: String, CaseIterable, Hashable, Sendable {
    case home
    case orders
    case items
    case settings

    /// The label in the tab bar.
    public var title: String {
        switch self {
        case .home: "ホーム"
        case .orders: "注文"
        case .items: "アイテム"
        case .settings: "設定"
        }
    }

    /// The symbol in the tab bar.
    public var systemImage: String {
        switch self {
        case .home: "house"
        case .orders: "list.bullet"
        case .items: "cart"
        case .settings: "gearshape"
        }
    }
}
