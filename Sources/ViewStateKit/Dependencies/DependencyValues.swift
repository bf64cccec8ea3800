/// The dependencies in force: overrides by key, and the ``DependencyContext`` whose defaults
/// every other key gets. The seed's `DependencyValues`, without macros.
///
/// Read the current values with ``current`` (or `@Dependency`), override them for a block
/// with ``withDependencies(_:operation:)-(_,()->R)``, and add a dependency with an extension
/// property over its key:
///
/// ```swift
/// extension DependencyValues {
///     public var apiClient: ItemsAPIClient {
///         get { self[ItemsAPIClient.self] }
///         set { self[ItemsAPIClient.self] = newValue }
///     }
/// }
///
/// withDependencies { $0.apiClient = .mock } operation: {
///     DependencyValues.current.apiClient    // .mock
/// }
/// ```
///
/// The current values are a task-local: an override holds inside its block, across every
/// `await` and in tasks the block starts with `Task { … }`, and nowhere else — two tests
/// running at once never see each other's overrides.
public struct DependencyValues: Sendable {
    /// Which defaults keys without an override get: `.live` unless a scope says otherwise.
    public var context: DependencyContext {
        get { chosenContext ?? .live }
        set { chosenContext = newValue }
    }

    /// The context a scope set, if any: what wins when two sets of values merge.
    private var chosenContext: DependencyContext?
    private var overrides: [ObjectIdentifier: any Sendable] = [:]

    /// No overrides: the app's live values.
    public init() {}

    /// No overrides, defaults from `context`.
    public init(context: DependencyContext) {
        self.chosenContext = context
    }

    /// The values in force for the running task.
    @TaskLocal public static var current = DependencyValues()

    /// The value for `key`: its override, or its default for ``context``.
    public subscript<Key: DependencyKey>(key: Key.Type) -> Key.Value {
        get {
            if let value = overrides[ObjectIdentifier(key)] as? Key.Value { return value }
            switch context {
            case .live: return Key.liveValue
            case .preview: return Key.previewValue
            case .test: return Key.testValue
            }
        }
        set {
            overrides[ObjectIdentifier(key)] = newValue
        }
    }

    /// Whether these are the app's plain values: live, nothing overridden.
    @usableFromInline package var isLiveWithoutOverrides: Bool {
        context == .live && overrides.isEmpty
    }

    /// Whether nothing was set here: no override, no context.
    var isUnset: Bool {
        chosenContext == nil && overrides.isEmpty
    }

    /// Whether `key` has an override here (rather than its context's default).
    public func isOverridden<Key: DependencyKey>(_ key: Key.Type) -> Bool {
        overrides[ObjectIdentifier(key)] != nil
    }

    /// These values with `other`'s on top: each override and the context `other` sets win, and
    /// what it leaves unset stays as here. How `@Dependency` combines the values where its
    /// feature was built with those where it is read.
    package func merging(_ other: DependencyValues) -> DependencyValues {
        if other.isUnset { return self }
        if isUnset { return other }
        var merged = self
        merged.overrides.merge(other.overrides) { _, new in new }
        if let context = other.chosenContext { merged.chosenContext = context }
        return merged
    }
}
