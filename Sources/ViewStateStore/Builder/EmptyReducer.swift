import ViewStateKit
/// A reducer that does nothing; an empty `body`.
public struct EmptyReducer<State, Action: Sendable>: Reducer {
    @inlinable
    public init() {}

    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        .none
    }
}
