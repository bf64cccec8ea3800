import ViewStateKit
/// Lists reducers one after another in a `body` or ``CombineReducers``; each runs, in order,
/// for every action, and their effects are merged.
@resultBuilder
public enum ReducerBuilder<State, Action: Sendable> {
    @inlinable
    public static func buildBlock() -> EmptyReducer<State, Action> {
        EmptyReducer()
    }

    @inlinable
    public static func buildExpression<R: Reducer>(_ reducer: R) -> R where R.State == State, R.Action == Action {
        reducer
    }

    @inlinable
    public static func buildPartialBlock<R: Reducer>(first: R) -> R where R.State == State, R.Action == Action {
        first
    }

    @inlinable
    public static func buildPartialBlock<R0: Reducer, R1: Reducer>(accumulated: R0, next: R1) -> CombinedReducer<R0, R1>
    where R0.State == State, R0.Action == Action, R1.State == State, R1.Action == Action {
        CombinedReducer(first: accumulated, second: next)
    }

    @inlinable
    public static func buildOptional<R: Reducer>(_ reducer: R?) -> OptionalReducer<R> where R.State == State, R.Action == Action {
        OptionalReducer(wrapped: reducer)
    }
}

/// A reducer that does nothing; an empty `body`.
public struct EmptyReducer<State, Action: Sendable>: Reducer {
    @inlinable
    public init() {}

    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        .none
    }
}

/// Two reducers run in order, their effects merged. Built by ``ReducerBuilder``.
public struct CombinedReducer<First: Reducer, Second: Reducer>: Reducer
where First.State == Second.State, First.Action == Second.Action {
    @usableFromInline let first: First
    @usableFromInline let second: Second

    @inlinable
    init(first: First, second: Second) {
        self.first = first
        self.second = second
    }

    @inlinable
    public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
        let firstEffect = first.reduce(into: &state, action: action)
        let secondEffect = second.reduce(into: &state, action: action)
        if firstEffect.isNone { return secondEffect }
        if secondEffect.isNone { return firstEffect }
        return firstEffect.merge(with: secondEffect)
    }
}

/// A reducer that is there or not, from an `if` in a builder.
public struct OptionalReducer<Wrapped: Reducer>: Reducer {
    @usableFromInline let wrapped: Wrapped?

    @inlinable
    init(wrapped: Wrapped?) {
        self.wrapped = wrapped
    }

    @inlinable
    public func reduce(into state: inout Wrapped.State, action: Wrapped.Action) -> Effect<Wrapped.Action> {
        wrapped?.reduce(into: &state, action: action) ?? .none
    }
}

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
