import ViewStateKit
/// One of two reducers, from an `if … else` or a `switch` in a ``ReducerBuilder``: the branch
/// taken when the `body` was built.
public enum ConditionalReducer<First: Reducer, Second: Reducer>: Reducer
where First.State == Second.State, First.Action == Second.Action {
    /// The `if` branch (or a `switch`'s earlier cases).
    case first(First)
    /// The `else` branch (or a `switch`'s later cases).
    case second(Second)

    @inlinable
    public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
        switch self {
        case .first(let first): first.reduce(into: &state, action: action)
        case .second(let second): second.reduce(into: &state, action: action)
        }
    }
}
