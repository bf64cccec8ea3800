/// A feature's dependency, looked up by key path — the seed's `@Dependency(\.apiClient)`,
/// without macros.
///
/// ```swift
/// struct FeatureAReducer: Reducer {
///     @Dependency(\.apiClient) var apiClient
///     …
/// }
/// ```
///
/// The value is read from ``DependencyValues/current`` when the feature is built, so a
/// feature built inside ``withDependencies(_:operation:)-(_,()->R)`` keeps its overrides
/// for as long as it lives, whichever task later uses it. To pass a value by hand instead —
/// constructor injection — use ``init(value:)``.
@propertyWrapper
public struct Dependency<Value: Sendable>: Sendable {
    /// The dependency, as resolved when the owner was built.
    public let wrappedValue: Value

    /// Resolves the dependency at `keyPath` from the current ``DependencyValues``.
    public init(_ keyPath: KeyPath<DependencyValues, Value>) {
        self.wrappedValue = DependencyValues.current[keyPath: keyPath]
    }

    /// A dependency given by hand, for an initializer that takes it as an argument:
    /// `self._apiClient = Dependency(value: apiClient)`.
    public init(value: Value) {
        self.wrappedValue = value
    }
}
