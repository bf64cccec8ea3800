import Observation

/// The settings a view inherits from its ancestors: TextUI's standard values (``dismiss``,
/// ``isEnabled``, ``colorScheme`` …), values of your own keyed by an ``EnvironmentKey``, and
/// `@Observable` objects placed with ``View/environment(_:)``.
///
/// A view reads them with ``Environment``; an ancestor sets them with
/// ``View/environment(_:_:)``. They flow down the render: a value set on a view reaches every
/// view inside it, and its siblings keep what they had.
///
/// ```swift
/// struct Greeting: View {
///     @Environment(\.isEnabled) private var isEnabled
///     var body: some View { Text(isEnabled ? "Ready" : "Waiting") }
/// }
///
/// VStack(alignment: .leading) {
///     Greeting()
///     Greeting().disabled(true)
/// }.render()
/// ```
/// ```text
/// Ready
/// Waiting
/// ```
///
/// SwiftUI: struct EnvironmentValues
public struct EnvironmentValues: CustomStringConvertible {
    /// Values set by key, by the key's type.
    private var values: [ObjectIdentifier: Any] = [:]
    /// `@Observable` objects placed with `environment(_:)`, by their type.
    private var objects: [ObjectIdentifier: AnyObject] = [:]

    /// The defaults of every key.
    ///
    /// SwiftUI: EnvironmentValues.init()
    public init() {}

    /// The value of `key`, or its default when no ancestor set it.
    ///
    /// SwiftUI: EnvironmentValues.subscript(_:)
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)].flatMap { $0 as? K.Value } ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The object of type `T` an ancestor placed with ``View/environment(_:)``.
    func object<T: AnyObject>(_ type: T.Type) -> T? {
        objects[ObjectIdentifier(type)].flatMap { $0 as? T }
    }

    /// Places `object` for the views inside to read by its type; `nil` removes it.
    mutating func setObject<T: AnyObject>(_ object: T?, as type: T.Type) {
        objects[ObjectIdentifier(type)] = object
    }

    /// How many values and objects are set, for debugging.
    ///
    /// SwiftUI: EnvironmentValues.description
    public var description: String {
        "EnvironmentValues(\(values.count) values set, \(objects.count) objects)"
    }
}

extension EnvironmentValues {
    /// The environment of the view whose `body` is being evaluated: set by the renderer around
    /// each custom view's `body` and everything laid out beneath it, read by ``Environment``.
    /// A main-actor static rather than a task-local: rendering is synchronous on the main actor,
    /// and a custom view's two assignments cost far less than a task-local push per row of a
    /// long list. Outside a render it holds the defaults.
    @MainActor static var current = EnvironmentValues()

    /// Runs `body` with `environment` as ``current``, restoring the one before after.
    @MainActor static func with<Result>(_ environment: EnvironmentValues, _ body: () -> Result) -> Result {
        let saved = current
        current = environment
        defer { current = saved }
        return body()
    }
}
