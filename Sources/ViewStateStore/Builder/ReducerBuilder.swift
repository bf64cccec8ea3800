import ViewStateKit
/// Lists reducers one after another in a `body` or ``CombineReducers``; each runs, in order,
/// for every action, and their effects are merged.
///
/// The list takes Swift's control flow, as SwiftUI's view builder does: `if` (with or without
/// `else`), `switch`, `for … in`, `if #available`, and a reducer known only as
/// `any Reducer<State, Action>`:
///
/// ```swift
/// var body: some Reducer<State, Action> {
///     Core()
///     if isLoggingEnabled {
///         Logger()                        // only when the flag was on as the body was built
///     }
///     for rule in rules {
///         RuleReducer(rule: rule)         // one per rule, in order
///     }
///     analytics as any Reducer<State, Action>
/// }
/// ```
@resultBuilder
public enum ReducerBuilder<State, Action: Sendable> {
    /// An empty list: a reducer that does nothing.
    @inlinable
    public static func buildBlock() -> EmptyReducer<State, Action> {
        EmptyReducer()
    }

    /// One reducer of the list, as it is.
    @inlinable
    public static func buildExpression<R: Reducer>(_ reducer: R) -> R where R.State == State, R.Action == Action {
        reducer
    }

    /// A reducer known only as an existential, `any Reducer<State, Action>`, run through
    /// ``Reduce``. (Disfavoured, so a concrete reducer keeps its type.)
    @_disfavoredOverload
    public static func buildExpression(_ reducer: any Reducer<State, Action>) -> Reduce<State, Action> {
        Reduce(reducer)
    }

    /// The first reducer of a list.
    @inlinable
    public static func buildPartialBlock<R: Reducer>(first: R) -> R where R.State == State, R.Action == Action {
        first
    }

    /// The reducers so far, then `next`.
    @inlinable
    public static func buildPartialBlock<R0: Reducer, R1: Reducer>(accumulated: R0, next: R1) -> CombinedReducer<R0, R1>
    where R0.State == State, R0.Action == Action, R1.State == State, R1.Action == Action {
        CombinedReducer(first: accumulated, second: next)
    }

    /// A list that starts with a bare existential (a variable of type `any Reducer<State, Action>`,
    /// which Swift opens before ``buildExpression(_:)-(any Reducer<State, Action>)`` can see it).
    @_disfavoredOverload
    public static func buildPartialBlock(first: any Reducer<State, Action>) -> Reduce<State, Action> {
        Reduce(first)
    }

    /// The reducers so far, then a bare existential.
    @_disfavoredOverload
    public static func buildPartialBlock<R0: Reducer>(accumulated: R0, next: any Reducer<State, Action>) -> CombinedReducer<R0, Reduce<State, Action>>
    where R0.State == State, R0.Action == Action {
        CombinedReducer(first: accumulated, second: Reduce(next))
    }

    /// The reducers of an `if` without `else`: there when the condition held.
    @inlinable
    public static func buildOptional<R: Reducer>(_ reducer: R?) -> OptionalReducer<R> where R.State == State, R.Action == Action {
        OptionalReducer(wrapped: reducer)
    }

    /// The reducers of an `if`'s first branch, or of a `switch`'s earlier cases.
    @inlinable
    public static func buildEither<First: Reducer, Second: Reducer>(first: First) -> ConditionalReducer<First, Second>
    where First.State == State, First.Action == Action, Second.State == State, Second.Action == Action {
        .first(first)
    }

    /// The reducers of an `else`, or of a `switch`'s later cases.
    @inlinable
    public static func buildEither<First: Reducer, Second: Reducer>(second: Second) -> ConditionalReducer<First, Second>
    where First.State == State, First.Action == Action, Second.State == State, Second.Action == Action {
        .second(second)
    }

    /// The reducers a `for … in` made, one per pass, in order.
    @inlinable
    public static func buildArray<R: Reducer>(_ reducers: [R]) -> ArrayReducer<R> where R.State == State, R.Action == Action {
        ArrayReducer(reducers: reducers)
    }

    /// The reducers of an `if #available` branch, their type erased so that a reducer type only
    /// newer systems have does not reach the `body`'s type.
    public static func buildLimitedAvailability<R: Reducer>(_ reducer: R) -> Reduce<State, Action>
    where R.State == State, R.Action == Action {
        Reduce(reducer)
    }
}
