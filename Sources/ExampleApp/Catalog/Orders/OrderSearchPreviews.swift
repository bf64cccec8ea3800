import PreviewCatalog
import TextUI
import ViewStateKit
import ViewStateStore

/// What the order search shows: the loaded orders (from a real store) and the view's own
/// ephemeral state — the search text and whether the field has focus.
public struct OrderSearchState: Equatable, Sendable {
    public var orders: [Order]
    public var searchText: String
    public var isSearchFocused: Bool

    public init(orders: [Order], searchText: String = "", isSearchFocused: Bool = false) {
        self.orders = orders
        self.searchText = searchText
        self.isSearchFocused = isSearchFocused
    }
}

/// The order search in each of its states: the orders come from a real ``Store`` running
/// ``OrderFeature``; the text and focus are the view's own.
public enum OrderSearchPreviews: ScreenPreviews {
    public static let screenName = "OrderSearch"

    public static var states: [PreviewState<OrderSearchState>] {
        PreviewState.scenario("all") { OrderSearchState(orders: await loadedOrders()) }
        PreviewState.scenario("focused") { OrderSearchState(orders: await loadedOrders(), isSearchFocused: true) }
        PreviewState.scenario("filtered") { OrderSearchState(orders: await loadedOrders(), searchText: "急", isSearchFocused: true) }
        PreviewState.scenario("no matches") { OrderSearchState(orders: await loadedOrders(), searchText: "皿") }
    }

    public static func view(for state: OrderSearchState) -> some View {
        OrderSearchView(orders: state.orders, searchText: state.searchText, isSearchFocused: state.isSearchFocused)
    }

    @MainActor
    static func loadedOrders() async -> [Order] {
        let store = Store(initialState: OrderState()) { OrderFeature(orderService: OrderServiceMock()) }
        await store.send(.loadOrders).finish()
        return store.orders
    }
}
