import Foundation

/// Where ``AppStorage`` and ``SceneStorage`` keep their values: in memory, for as long as the
/// process runs, one table for each. Never the real `UserDefaults`: a render must be the same
/// on every machine and every run, so a key nobody wrote in this process reads its default.
final class StoredValues: @unchecked Sendable {
    static let app = StoredValues()
    static let scene = StoredValues()

    private let lock = NSLock()
    private var values: [String: Any] = [:]

    subscript(key: String) -> Any? {
        get { lock.withLock { values[key] } }
        set { lock.withLock { values[key] = newValue } }
    }
}

/// One key of a ``StoredValues`` table, read as `Value`: how ``AppStorage`` and
/// ``SceneStorage`` turn a stored property-list value into theirs and back.
struct StoredValue<Value>: @unchecked Sendable {
    let table: StoredValues
    let key: String
    let defaultValue: Value
    /// The stored value as `Value`, or `nil` when it is missing or of another type.
    let decode: (Any) -> Value?
    /// What to store for `Value`; `nil` removes the key.
    let encode: (Value) -> Any?

    var value: Value {
        get { table[key].flatMap(decode) ?? defaultValue }
        nonmutating set { table[key] = encode(newValue) }
    }

    var binding: Binding<Value> {
        let stored = self
        return Binding(get: { stored.value }, set: { stored.value = $0 })
    }

    /// A plain property-list value.
    static func plain(_ table: StoredValues, _ key: String, _ defaultValue: Value) -> StoredValue {
        StoredValue(table: table, key: key, defaultValue: defaultValue, decode: { $0 as? Value }, encode: { $0 })
    }

    /// An enumeration stored as its raw value.
    static func raw(_ table: StoredValues, _ key: String, _ defaultValue: Value) -> StoredValue
    where Value: RawRepresentable {
        StoredValue(
            table: table, key: key, defaultValue: defaultValue,
            decode: { ($0 as? Value.RawValue).flatMap(Value.init(rawValue:)) }, encode: { $0.rawValue }
        )
    }

    /// An optional property-list value, `nil` until written; writing `nil` removes it.
    static func optional<Wrapped>(_ table: StoredValues, _ key: String) -> StoredValue where Value == Wrapped? {
        StoredValue(table: table, key: key, defaultValue: nil, decode: { $0 as? Wrapped }, encode: { $0 })
    }

    /// An optional enumeration stored as its raw value.
    static func optionalRaw<R: RawRepresentable>(_ table: StoredValues, _ key: String) -> StoredValue where Value == R? {
        StoredValue(
            table: table, key: key, defaultValue: nil,
            decode: { ($0 as? R.RawValue).flatMap(R.init(rawValue:)) }, encode: { $0?.rawValue }
        )
    }
}
