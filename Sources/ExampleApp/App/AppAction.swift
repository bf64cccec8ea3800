import ViewStateKit

/// Everything that can happen in the app: the seed's `AppAction`, one case per feature plus
/// navigation.
public enum AppAction: Equatable, Sendable {
    case order(OrderAction)
    case items(ItemsReducer.Action)
    case navigation(NavigationAction)
}

/// What can happen to navigation: the seed's `NavigationAction`.
public enum NavigationAction: Equatable, Sendable {
    case tabSelected(Tab)
    /// The Orders stack changed: a push from code, or the back button / swipe through the binding.
    case orderPath(NavigationStackAction<OrderDestination>)
    case sheetDismissed
    /// An alert button was tapped (`nil`: a button that only dismisses).
    case alertButtonTapped(AppAlertAction?)
}
