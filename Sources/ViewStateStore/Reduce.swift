import ViewStateKit
/// A reducer written as a closure: for a `body`, or for logic kept in a static function as the
/// Redux seed does.
///
/// ```swift
/// enum OrderReducer {
///     static func reduce(state: inout OrderState, action: OrderAction) -> Effect<OrderAction> { … }
/// }
/// let store = Store(initialState: OrderState(), reducer: Reduce(OrderReducer.reduce))
/// ```
public struct Reduce<State, Action: Sendable>: Reducer {
    @usableFromInline let reduce: (inout State, Action) -> Effect<Action>

    /// A reducer that calls `reduce`.
    @inlinable
    public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
        self.reduce = reduce
    }

    /// `reducer`, its type erased.
    public init<R: Reducer>(_ reducer: R) where R.State == State, R.Action == Action {
        self.reduce = reducer.reduce(into:action:)
    }

    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        reduce(&state, action)
    }
}
