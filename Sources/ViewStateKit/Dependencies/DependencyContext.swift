/// Which default values a ``DependencyValues`` hands out for keys that were not overridden.
///
/// ```swift
/// withDependencies { $0.context = .preview } operation: {
///     DependencyValues.current.itemsAPI    // ItemsAPIClient.previewValue
/// }
/// ```
public enum DependencyContext: String, Sendable, CaseIterable {
    /// The app: each key's `liveValue`. The default.
    case live
    /// Previews: each key's `previewValue`. `swift run preview` resolves every scenario in it.
    case preview
    /// Tests: each key's `testValue`, usually one that fails when called.
    case test
}
