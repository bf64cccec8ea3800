import ViewStateKit
extension Store where State: Equatable {
    /// A view of one slice of the state and the actions that reach it, observed on its own: a
    /// view reading it is invalidated only when that slice changes.
    ///
    /// ```swift
    /// struct OrdersScreen: View {
    ///     let store: StoreScope<OrdersState, OrdersAction>
    ///     var body: some View { … store.isLoading … store.send(.refreshPulled) … }
    /// }
    /// OrdersScreen(store: appStore.scope(state: \.orders, action: AppAction.orders))
    /// ```
    ///
    /// Each scope sends its own action case; scopes of the same slice share one observation of
    /// it while they live. A scope keeps its store alive; the store holds its slices weakly.
    public func scope<ChildState: Equatable, ChildAction: Sendable>(
        state toChildState: KeyPath<State, ChildState>,
        action embed: @escaping @Sendable (ChildAction) -> Action
    ) -> StoreScope<ChildState, ChildAction> {
        hasScopes = true
        let slice = scopes.slice(for: toChildState) { [self] in currentState[keyPath: toChildState] }
        return StoreScope<ChildState, ChildAction>(slice: slice, send: { [self] in send(embed($0)) })
    }
}
