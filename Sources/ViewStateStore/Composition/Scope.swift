import ViewStateKit
/// Runs a child feature's reducer on one part of the parent's state, for the parent's actions
/// that carry a child action; the child's effects come back embedded in the parent's actions.
///
/// ```swift
/// struct AppState { var order = OrderState(); var items = ItemsReducer.State() }
/// enum AppAction: Sendable { case order(OrderAction); case items(ItemsReducer.Action) }
///
/// var body: some Reducer<AppState, AppAction> {
///     Scope(state: \.order, action: AppAction.order) { OrderFeature(orderService: orderService) }
///     Scope(state: \.items, action: AppAction.items) { ItemsReducer(apiClient: apiClient) }
/// }
/// ```
///
/// Parent actions of other cases pass through untouched.
public struct Scope<ParentState, ParentAction: Sendable, Child: Reducer>: Reducer {
    @usableFromInline let state: WritableKeyPath<ParentState, Child.State>
    @usableFromInline let action: ActionPath<ParentAction, Child.Action>
    @usableFromInline let child: Child

    /// Scopes `child` to `state`, for actions that `action` can extract.
    @inlinable
    public init<ChildState, ChildAction>(
        state: WritableKeyPath<ParentState, ChildState>,
        action: ActionPath<ParentAction, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child
    ) where ChildState == Child.State, ChildAction == Child.Action {
        self.state = state
        self.action = action
        self.child = child()
    }

    /// Scopes `child` to `state`, for actions of the case `embed` builds (see ``ActionPath/init(_:)``).
    @inlinable
    public init<ChildState, ChildAction>(
        state: WritableKeyPath<ParentState, ChildState>,
        action embed: @escaping @Sendable (ChildAction) -> ParentAction,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child
    ) where ChildState == Child.State, ChildAction == Child.Action {
        self.init(state: state, action: ActionPath(embed), child: child)
    }

    @inlinable
    public func reduce(into parentState: inout ParentState, action parentAction: ParentAction) -> Effect<ParentAction> {
        guard let childAction = action.extract(parentAction) else { return .none }
        let effect = child.reduce(into: &parentState[keyPath: state], action: childAction)
        return effect.isNone ? .none : effect.map(action.embed)
    }
}
