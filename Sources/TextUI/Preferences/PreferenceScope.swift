/// The preference values set inside one view that reads them (an `onPreferenceChange`, an
/// `overlayPreferenceValue` …), in the order the views are written. A scope lives for one
/// render: the reading view makes it when its content is built, and every `preference(key:value:)`
/// built inside adds to it — directly, or through a nested scope, which also hands its values
/// up. A ``GeometryReader`` builds its content again at each size it is drawn at, so it owns a
/// nested scope it empties before each build: the values of its last build are the ones that count.
///
/// Touched only while one render builds and draws, on the main actor, hence `@unchecked Sendable`
/// (a ``RenderContext`` holds it).
final class PreferenceScope: @unchecked Sendable {
    private enum Item {
        case value(key: ObjectIdentifier, value: Any)
        case scope(PreferenceScope)
        /// A `transformPreference`: its content's values of `key`, folded and changed.
        case transformed(key: ObjectIdentifier, scope: PreferenceScope, reduce: ([Any]) -> Any)
    }

    private var items: [Item] = []

    /// Records a value set for `Key`.
    func add<Key: PreferenceKey>(_ key: Key.Type, _ value: Key.Value) {
        items.append(.value(key: ObjectIdentifier(key), value: value))
    }

    /// A scope whose values count as this one's, at this point in the order.
    func nested() -> PreferenceScope {
        let scope = PreferenceScope()
        items.append(.scope(scope))
        return scope
    }

    /// A scope whose values of `Key` reach this one folded into one and passed to `transform`;
    /// its values of other keys count as this one's.
    func transforming<Key: PreferenceKey>(_ key: Key.Type, _ transform: @escaping (inout Key.Value) -> Void) -> PreferenceScope {
        let scope = PreferenceScope()
        items.append(.transformed(key: ObjectIdentifier(key), scope: scope) { values in
            var value = Key.combined(values.map { $0 as! Key.Value })
            transform(&value)
            return value
        })
        return scope
    }

    /// Forgets every value and scope recorded so far (a reader building its content again).
    func removeAll() {
        items.removeAll()
    }

    /// The values set for `Key`, in order.
    func values<Key: PreferenceKey>(of key: Key.Type) -> [Key.Value] {
        rawValues(of: ObjectIdentifier(key)).map { $0 as! Key.Value }
    }

    /// The value an ancestor reading `Key` sees: the values set, folded.
    func value<Key: PreferenceKey>(of key: Key.Type) -> Key.Value {
        Key.combined(values(of: key))
    }

    private func rawValues(of key: ObjectIdentifier) -> [Any] {
        items.flatMap { item -> [Any] in
            switch item {
            case .value(let itemKey, let value): itemKey == key ? [value] : []
            case .scope(let scope): scope.rawValues(of: key)
            case .transformed(let itemKey, let scope, let reduce): itemKey == key ? [reduce(scope.rawValues(of: key))] : scope.rawValues(of: key)
            }
        }
    }
}
