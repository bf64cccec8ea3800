import ViewStateKit
import ViewStateStore

/// Everything that can happen in the app: the seed's `AppAction`, one case per feature plus
/// the shared state, navigation and the system.
public enum AppAction: Equatable, Sendable {
    /// The first screen found a signed-in person (``MainView``'s `onNavigateToHome`).
    case signedIn(User)
    case order(OrderAction)
    case items(ItemsReducer.Action)
    case profile(ProfileAction)
    case settings(SettingsAction)
    case cart(CartAction)
    case navigation(NavigationAction)
    case system(SystemAction)
}

/// What can happen to the shared cart.
public enum CartAction: Equatable, Sendable {
    case addTapped(Item)
}

/// What the device reports.
public enum SystemAction: Equatable, Sendable {
    case connectivityChanged(isOnline: Bool)
}

/// What can happen to navigation: the seed's `NavigationAction`.
public enum NavigationAction: Equatable, Sendable {
    case tabSelected(Tab)
    /// The Home stack changed: a push from code, or the back button through the binding.
    case homePath(NavigationStackAction<HomeDestination>)
    /// The Orders stack changed: a push from code, or the back button / swipe through the binding.
    case orderPath(NavigationStackAction<OrderDestination>)
    case sheetDismissed
    /// An alert button was tapped (`nil`: a button that only dismisses).
    case alertButtonTapped(AppAlertAction?)
}
