import PreviewCatalog

/// What the app screen shows, from the top down: an alert over everything, else the item
/// sheet, else the selected tab — for Home and Orders, what is on top of their stacks. A new
/// tab, sheet or destination does not compile until it is named here.
extension AppPreviews: DeclaresAllCases {
    public enum StateCase: CaseIterable {
        case home, homeOrderDetail, homeProfile, orders, orderDetail, items, itemSheet, settings, alert
    }

    public static func stateCase(of state: AppState) -> StateCase {
        let navigation = state.navigation
        return switch (navigation.presentedAlert, navigation.presentedSheet, navigation.selectedTab) {
        case (.some, _, _): .alert
        case (nil, .itemDetail?, _): .itemSheet
        case (nil, nil, .home):
            switch navigation.homePath.top {
            case nil: .home
            case .orderDetail?: .homeOrderDetail
            case .profile?: .homeProfile
            }
        case (nil, nil, .orders):
            switch navigation.orderPath.top {
            case nil: .orders
            case .orderDetail?: .orderDetail
            }
        case (nil, nil, .items): .items
        case (nil, nil, .settings): .settings
        }
    }
}
