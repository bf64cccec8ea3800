/// The values the focused view and its scene publish, for views that act on "the current
/// document" (a toolbar's Delete, a menu command): set with ``View/focusedSceneValue(_:_:)``,
/// read with ``FocusedValue``. Declare one as an `EnvironmentValues` entry is declared:
///
/// ```swift
/// struct SelectedNoteKey: FocusedValueKey { typealias Value = Note }
/// extension FocusedValues {
///     var selectedNote: Note? {
///         get { self[SelectedNoteKey.self] }
///         set { self[SelectedNoteKey.self] = newValue }
///     }
/// }
/// ```
///
/// In a text render a published value reaches the views inside the view that publishes it
/// (a scene's values reach the whole screen when set at its root); elsewhere it is `nil`.
///
/// SwiftUI: struct FocusedValues
public struct FocusedValues {
    private var values: [ObjectIdentifier: Any] = [:]

    init() {}

    /// The value published under `key`, or `nil`.
    ///
    /// SwiftUI: subscript<Key>(key: Key.Type) -> Key.Value? where Key : FocusedValueKey { get set }
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)].flatMap { $0 as? Key.Value } }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A key for a value in ``FocusedValues``; its default is always `nil`.
///
/// SwiftUI: protocol FocusedValueKey
public protocol FocusedValueKey {
    /// The type of the value.
    ///
    /// SwiftUI: associatedtype Value
    associatedtype Value
}

/// Reads a value the focused view or its scene published: `@FocusedValue(\.selectedNote)
/// private var note`. `nil` when nothing around the view published one.
///
/// ```swift
/// struct DeleteButton: View {
///     @FocusedValue(\.selectedNote) private var note
///     var body: some View { Button("Delete \(note?.title ?? "")") {}.disabled(note == nil) }
/// }
/// ```
///
/// SwiftUI: @propertyWrapper struct FocusedValue<Value>
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    private let keyPath: KeyPath<FocusedValues, Value?>

    /// The value at `keyPath`.
    ///
    /// SwiftUI: init(_ keyPath: KeyPath<FocusedValues, Value?>)
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
        self.keyPath = keyPath
    }

    /// The published value where the view sits, or `nil`.
    ///
    /// SwiftUI: var wrappedValue: Value? { get }
    @MainActor @preconcurrency public var wrappedValue: Value? {
        EnvironmentValues.current[FocusedValuesKey.self][keyPath: keyPath]
    }
}

/// Where the published values travel: down the environment.
private struct FocusedValuesKey: EnvironmentKey {
    static var defaultValue: FocusedValues { FocusedValues() }
}

extension View {
    /// Publishes `value` at `keyPath` for the whole scene, whichever view has focus. The view
    /// draws as it was; the views inside it read the value with ``FocusedValue``.
    ///
    /// SwiftUI: func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> some View
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> some View {
        EnvironmentModifiedView(self) { $0.environment[FocusedValuesKey.self][keyPath: keyPath] = value }
    }

    /// Publishes `value` at `keyPath` while this view has focus. A render draws one moment
    /// with no keyboard focus to follow, so the views inside it read the value, as if it had.
    ///
    /// SwiftUI: func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        EnvironmentModifiedView(self) { $0.environment[FocusedValuesKey.self][keyPath: keyPath] = value }
    }
}
