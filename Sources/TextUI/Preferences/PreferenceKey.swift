/// A value views hand up to their ancestors: a child sets it with
/// ``View/preference(key:value:)``, an ancestor reads what its content set with
/// ``View/onPreferenceChange(_:perform:)``, ``View/overlayPreferenceValue(_:alignment:_:)`` or
/// ``View/backgroundPreferenceValue(_:alignment:_:)``.
///
/// ```swift
/// struct UnreadCount: PreferenceKey {
///     static let defaultValue = 0
///     static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
/// }
///
/// VStack(alignment: .leading) {
///     Text("Inbox").preference(key: UnreadCount.self, value: 3)
///     Text("Team").preference(key: UnreadCount.self, value: 2)
/// }
/// .frame(maxWidth: .infinity, alignment: .leading)
/// .overlayPreferenceValue(UnreadCount.self, alignment: .topTrailing) { count in Text("(\(count))") }
/// .render(width: 12)
/// ```
/// ```text
/// Inbox    (5)
/// Team
/// ```
///
/// The values an ancestor reads are the ones its content set, combined in the order the views
/// are written: ``defaultValue`` when none did, otherwise `reduce` folds each value set into
/// ``defaultValue`` — write `defaultValue` so that folding it in changes nothing (0 for a sum,
/// an empty array for a list). Values set inside a ``GeometryReader`` count from the moment
/// the reader is drawn, as SwiftUI's count from layout.
///
/// SwiftUI: protocol PreferenceKey
public protocol PreferenceKey {
    /// The type of value produced by this preference.
    ///
    /// SwiftUI: PreferenceKey.Value
    associatedtype Value

    /// The value views that set none produce.
    ///
    /// SwiftUI: static var defaultValue: Self.Value { get }
    static var defaultValue: Self.Value { get }

    /// Combines the value accumulated so far with the next one set, in the order the views
    /// are written.
    ///
    /// SwiftUI: static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
    static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}

extension PreferenceKey {
    /// `values` folded into ``defaultValue`` in order.
    static func combined(_ values: [Value]) -> Value {
        var result = defaultValue
        for value in values { reduce(value: &result) { value } }
        return result
    }
}
