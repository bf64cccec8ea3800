/// A named value a view hands up to its ancestors, where several are combined by ``reduce(value:nextValue:)``.
/// A screen declares one to pass a measured height or a scroll offset up its tree.
///
/// ```swift
/// struct RowHeightKey: PreferenceKey {
///     static let defaultValue: CGFloat = 0
///     static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
/// }
/// ```
///
/// SwiftUI: protocol PreferenceKey
public protocol PreferenceKey {
    /// The type of the value.
    ///
    /// SwiftUI: associatedtype Value
    associatedtype Value

    /// The value when no view in the tree sets one.
    ///
    /// SwiftUI: static var defaultValue: Self.Value { get }
    static var defaultValue: Value { get }

    /// Combines the values of a view's children, in order: `value` holds those so far.
    ///
    /// SwiftUI: static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
    static func reduce(value: inout Value, nextValue: () -> Value)
}
