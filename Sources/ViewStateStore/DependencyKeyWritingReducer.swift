import ViewStateKit

extension Reducer {
    /// This reducer with the dependency at `keyPath` set to `value` while it reduces, and in the
    /// effects it returns (and the effects of the actions they send back).
    ///
    /// ```swift
    /// var body: some Reducer<State, Action> {
    ///     Scope(state: \.search, action: Action.search) {
    ///         Search()
    ///             .dependency(\.continuousClock, ContinuousClock())
    ///     }
    /// }
    /// ```
    ///
    /// Set on a reducer that sets the same key already, the one nearer the reducer wins, as in
    /// swift-composable-architecture.
    public func dependency<Value: Sendable>(
        _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
        _ value: Value
    ) -> DependencyKeyWritingReducer<Self> {
        DependencyKeyWritingReducer(base: self) { $0[keyPath: keyPath] = value }
    }

    /// This reducer with the dependency at `keyPath` changed by `transform` while it reduces,
    /// and in the effects it returns: `transform` gets the value in force around it.
    ///
    /// ```swift
    /// Feature()
    ///     .transformDependency(\.apiClient) { $0.baseURL = stagingURL }
    /// ```
    public func transformDependency<Value: Sendable>(
        _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
        transform: @escaping @Sendable (inout Value) -> Void
    ) -> DependencyKeyWritingReducer<Self> {
        DependencyKeyWritingReducer(base: self) { transform(&$0[keyPath: keyPath]) }
    }
}

/// A reducer run with some dependencies changed. Made by ``Reducer/dependency(_:_:)`` and
/// ``Reducer/transformDependency(_:transform:)``; one wrapper however many are stacked on a
/// reducer.
public struct DependencyKeyWritingReducer<Base: Reducer>: Reducer {
    let base: Base
    /// Changes the values in force around the reducer; applied in order, so later changes win.
    let update: @Sendable (inout DependencyValues) -> Void

    init(base: Base, update: @escaping @Sendable (inout DependencyValues) -> Void) {
        self.base = base
        self.update = update
    }

    public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
        var values = DependencyValues.current
        update(&values)
        return DependencyValues.$current.withValue(values) {
            base.reduce(into: &state, action: action)
        }
    }

    /// ``Reducer/dependency(_:_:)`` on a reducer that already writes dependencies: the same
    /// wrapper, this write applied first so the inner one wins.
    public func dependency<Value: Sendable>(
        _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
        _ value: Value
    ) -> Self {
        let inner = update
        return Self(base: base) {
            $0[keyPath: keyPath] = value
            inner(&$0)
        }
    }

    /// ``Reducer/transformDependency(_:transform:)`` on a reducer that already writes
    /// dependencies: the same wrapper, this change applied first.
    public func transformDependency<Value: Sendable>(
        _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
        transform: @escaping @Sendable (inout Value) -> Void
    ) -> Self {
        let inner = update
        return Self(base: base) {
            transform(&$0[keyPath: keyPath])
            inner(&$0)
        }
    }
}
