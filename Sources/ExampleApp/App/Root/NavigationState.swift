import ViewStateKit
import ViewStateStore

/// Where the person is: the selected tab, the Home and Orders tabs' stacks, a sheet, an
/// alert — the seed's `NavigationState`, with ``NavigationStackState`` and ``AlertState``
/// from ViewStateKit.
public struct NavigationState: Equatable, Sendable {
    public var selectedTab: Tab = .home
    /// The Home tab's `NavigationStack` path.
    public var homePath = NavigationStackState<HomeDestination>()
    /// The Orders tab's `NavigationStack` path.
    public var orderPath = NavigationStackState<OrderDestination>()
    /// The sheet shown over everything, if any.
    public var presentedSheet: Sheet?
    /// The alert shown over everything, if any.
    public var presentedAlert: AlertState<AppAlertAction>?

    public init(
        selectedTab: Tab = .home,
        homePath: NavigationStackState<HomeDestination> = NavigationStackState(),
        orderPath: NavigationStackState<OrderDestination> = NavigationStackState(),
        presentedSheet: Sheet? = nil,
        presentedAlert: AlertState<AppAlertAction>? = nil
    ) {
        self.selectedTab = selectedTab
        self.homePath = homePath
        self.orderPath = orderPath
        self.presentedSheet = presentedSheet
        self.presentedAlert = presentedAlert
    }
}

/// A screen pushed on the Home tab's stack: the seed's `HomeDestination`.
public enum HomeDestination: Hashable, Sendable {
    case orderDetail(Order.ID)
    case profile
}

/// A screen pushed on the Orders tab's stack.
public enum OrderDestination: Hashable, Sendable {
    case orderDetail(Order.ID)
}

/// A sheet the app can present.
public enum Sheet: Hashable, Identifiable, Sendable {
    case itemDetail(Item)

    /// A sheet is its own identity: `.sheet(item:)` shows a new one when it changes.
    public var id: Self { self }
}

/// What the buttons of the app's alerts send.
public enum AppAlertAction: Hashable, Sendable {
    case retryLoadingOrdersTapped
}
