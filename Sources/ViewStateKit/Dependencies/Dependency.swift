/// A feature's dependency, looked up by key path — the seed's `@Dependency(\.apiClient)`,
/// without macros.
///
/// ```swift
/// struct FeatureAReducer: Reducer {
///     @Dependency(\.apiClient) var apiClient
///     @Dependency(\.date.now) var now
///     …
/// }
/// ```
///
/// The value is read each time the property is used, from the values in force there
/// (``DependencyValues/current``: a store's, a test store's, an effect's, a
/// ``withDependencies(_:operation:)-(_,()->R)`` block's), laid over the values in force where
/// the feature was built. So a test that changes a dependency between two steps reaches a
/// feature built at the start, and a feature built inside a `withDependencies` block keeps its
/// overrides wherever it is used, unless the code using it overrides the same key.
///
/// To pass a value by hand instead — constructor injection — use ``init(value:)``.
@propertyWrapper
public struct Dependency<Value: Sendable>: Sendable {
    private enum Source: Sendable {
        case lookup(@Sendable (DependencyValues) -> Value, built: DependencyValues)
        case given(Value)
    }

    private let source: Source

    /// Reads the dependency at `keyPath` each time it is used.
    public init(_ keyPath: KeyPath<DependencyValues, Value> & Sendable) {
        source = .lookup({ $0[keyPath: keyPath] }, built: DependencyValues.current)
    }

    /// Reads the dependency whose key is `key` each time it is used:
    /// `@Dependency(ItemsAPIClient.self) var apiClient`.
    public init<Key: DependencyKey>(_ key: Key.Type) where Key.Value == Value {
        source = .lookup({ $0[Key.self] }, built: DependencyValues.current)
    }

    /// A dependency given by hand, for an initializer that takes it as an argument:
    /// `self._apiClient = Dependency(value: apiClient)`.
    public init(value: Value) {
        source = .given(value)
    }

    /// The dependency: the values in force here, over those where the owner was built.
    public var wrappedValue: Value {
        switch source {
        case .given(let value):
            return value
        case .lookup(let read, let built):
            let current = DependencyValues.current
            let values = built.merging(current)
            return read(values)
        }
    }
}
