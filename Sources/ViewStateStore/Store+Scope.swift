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
    /// Asking twice for the same slice and action type returns the same scope while it lives. A
    /// scope keeps its store alive; the store holds its scopes weakly.
    public func scope<ChildState: Equatable, ChildAction: Sendable>(
        state toChildState: KeyPath<State, ChildState>,
        action embed: @escaping @Sendable (ChildAction) -> Action
    ) -> StoreScope<ChildState, ChildAction> {
        hasScopes = true
        return scopes.scope(for: toChildState, ChildAction.self) {
            StoreScope<ChildState, ChildAction>(
                readState: { [self] in currentState[keyPath: toChildState] },
                send: { [self] in send(embed($0)) }
            )
        }
    }
}
