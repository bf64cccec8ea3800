import ViewStateKit
/// Several reducers run in order as one.
///
/// ```swift
/// let app = CombineReducers {
///     Scope(state: \.order, action: AppAction.order) { OrderFeature(orderService: service) }
///     Reduce { state, action in … }
/// }
/// ```
public struct CombineReducers<State, Action: Sendable, Reducers: Reducer>: Reducer
where Reducers.State == State, Reducers.Action == Action {
    @usableFromInline let reducers: Reducers

    @inlinable
    public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
        self.reducers = build()
    }

    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        reducers.reduce(into: &state, action: action)
    }
}
