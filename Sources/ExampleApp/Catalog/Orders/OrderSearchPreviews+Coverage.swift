import PreviewCatalog

/// What the order search shows: every order, some, or none — with the field focused or not.
extension OrderSearchPreviews: DeclaresAllCases {
    public enum StateCase: CaseIterable {
        case all, focused, filtered, noMatches
    }

    public static func stateCase(of state: OrderSearchState) -> StateCase {
        let shown = OrderSearchView.orders(state.orders, matching: state.searchText)
        if shown.isEmpty { return .noMatches }
        if shown.count < state.orders.count { return .filtered }
        return state.isSearchFocused ? .focused : .all
    }
}
