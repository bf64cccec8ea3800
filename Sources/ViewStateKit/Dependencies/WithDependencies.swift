/// Runs `operation` with the current dependencies changed by `update`; outside the block
/// they are what they were.
///
/// ```swift
/// let store = withDependencies { $0.apiClient = .mock } operation: {
///     Store(initialState: FeatureAReducer.State()) { FeatureAReducer() }
/// }
/// ```
/// A store built in the block runs its reducer with these values for good, and a feature built
/// in it keeps them wherever it is used (``Dependency`` reads the values where it is used over
/// those where it was built).
public func withDependencies<R>(
    _ update: (inout DependencyValues) throws -> Void,
    operation: () throws -> R
) rethrows -> R {
    var values = DependencyValues.current
    try update(&values)
    return try DependencyValues.$current.withValue(values, operation: operation)
}

/// Runs the async `operation` with the current dependencies changed by `update`. The
/// overrides hold across every `await` in the block and in tasks it starts with `Task { … }`.
///
/// ```swift
/// await withDependencies { $0.apiClient = .mock } operation: {
///     let model = FeedViewModel()
///     await model.load()
/// }
/// ```
public func withDependencies<R>(
    _ update: (inout DependencyValues) throws -> Void,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
) async rethrows -> R {
    var values = DependencyValues.current
    try update(&values)
    return try await DependencyValues.$current.withValue(values, operation: operation)
}
