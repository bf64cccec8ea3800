/// A key for a value a subview carries to its ``Layout``: set it with
/// ``View/layoutValue(key:value:)``, read it with `subview[Rank.self]`.
///
/// ```swift
/// struct Rank: LayoutValueKey {
///     static let defaultValue = 0
/// }
///
/// Text("Gold").layoutValue(key: Rank.self, value: 1)
/// ```
///
/// SwiftUI: protocol LayoutValueKey
public protocol LayoutValueKey {
    /// The type of the value.
    ///
    /// SwiftUI: associatedtype Value
    associatedtype Value

    /// The value of a subview that sets none.
    ///
    /// SwiftUI: static var defaultValue: Self.Value { get }
    static var defaultValue: Value { get }
}

extension View {
    /// Gives this view `value` under `key`, for the ``Layout`` around it to read. It draws as
    /// if the modifier were not there.
    ///
    /// SwiftUI: func layoutValue<K>(key: K.Type, value: K.Value) -> some View where K : LayoutValueKey
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        ModifiedView(self) { content, context in
            LayoutValueNode(child: content.makeNode(context), values: [ObjectIdentifier(key): value])
        }
    }
}

/// A subview carrying layout values: it measures and draws as its child.
final class LayoutValueNode: PassThroughNode {
    let child: any LayoutNode
    let values: [ObjectIdentifier: Any]

    init(child: any LayoutNode, values: [ObjectIdentifier: Any]) {
        self.child = child
        self.values = values
    }
}
