/// A key for a value of your own in ``EnvironmentValues``: its type and the value a view reads
/// when no ancestor set one.
///
/// ```swift
/// private struct AccentWordKey: EnvironmentKey {
///     static let defaultValue = "Hello"
/// }
///
/// extension EnvironmentValues {
///     var accentWord: String {
///         get { self[AccentWordKey.self] }
///         set { self[AccentWordKey.self] = newValue }
///     }
/// }
/// ```
///
/// SwiftUI: protocol EnvironmentKey
public protocol EnvironmentKey {
    /// The type of the key's value.
    ///
    /// SwiftUI: EnvironmentKey.Value
    associatedtype Value

    /// What a view reads when no ancestor set the key.
    ///
    /// SwiftUI: EnvironmentKey.defaultValue
    static var defaultValue: Value { get }
}
