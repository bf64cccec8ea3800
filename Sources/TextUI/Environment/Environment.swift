import Observation

/// Reads a value from the environment an ancestor set: a standard value by key path
/// (`@Environment(\.dismiss)`), or an `@Observable` object placed with
/// ``View/environment(_:)`` by its type (`@Environment(Library.self)`).
///
/// The value is the one in effect where the view sits: read in `body`, and in the closures
/// `body` hands to `ForEach`, `List` and the other containers, it is what the view's ancestors
/// set. Outside a render (an action run later by a test) it is the default.
///
/// ```swift
/// struct Row: View {
///     @Environment(\.colorScheme) private var colorScheme
///     var body: some View { Text(colorScheme == .dark ? "Dark" : "Light") }
/// }
///
/// VStack(alignment: .leading) {
///     Row()
///     Row().environment(\.colorScheme, .dark)
/// }.render()
/// ```
/// ```text
/// Light
/// Dark
/// ```
///
/// SwiftUI: @propertyWrapper struct Environment<Value>
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let read: (EnvironmentValues) -> Value

    /// The environment value at `keyPath`.
    ///
    /// SwiftUI: Environment.init(_:) (KeyPath)
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
    }

    /// The object of `objectType` an ancestor placed with ``View/environment(_:)``. Like
    /// SwiftUI, it stops the program when none was placed, with a message saying which type
    /// is missing and where to place it; use the optional form when it may be absent.
    ///
    /// SwiftUI: Environment.init(_:) (Observable object type)
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { environment in
            guard let object = environment.object(objectType) else {
                fatalError("No \(objectType) in the environment: add .environment(\(objectType)(…)) to a view around the one that reads @Environment(\(objectType).self).")
            }
            return object
        }
    }

    /// The object of `objectType` an ancestor placed, or `nil`.
    ///
    /// SwiftUI: Environment.init(_:) (Optional Observable object type)
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        read = { $0.object(objectType) }
    }

    /// The value where the view sits.
    ///
    /// SwiftUI: Environment.wrappedValue
    @MainActor @preconcurrency public var wrappedValue: Value {
        read(EnvironmentValues.current)
    }
}
