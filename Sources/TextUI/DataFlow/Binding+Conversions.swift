extension Binding {
    /// A binding to an optional that reads `base`'s value and writes only non-`nil` values
    /// back (setting `nil` leaves `base` as it is).
    ///
    /// ```swift
    /// var name = "Aiko"
    /// let optional = Binding<String?>(Binding(get: { name }, set: { name = $0 }))
    /// optional.wrappedValue = "Ben"   // name == "Ben"
    /// ```
    ///
    /// SwiftUI: Binding.init(_:) (Binding<V>) where Value == V?
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { newValue in
            if let newValue { base.wrappedValue = newValue }
        })
    }

    /// A binding to `base`'s value while it is not `nil`; `nil` when it is. Once made, it
    /// reads the last non-`nil` value if `base` later becomes `nil`.
    ///
    /// SwiftUI: Binding.init?(_:) (Binding<Value?>)
    public init?(_ base: Binding<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        let last = Box(initial)
        self.init(get: {
            if let value = base.wrappedValue { last.value = value }
            return last.value
        }, set: { newValue in
            last.value = newValue
            base.wrappedValue = newValue
        })
    }

    /// A binding to `base` whose value is type-erased to `AnyHashable`; writing a value of
    /// another type leaves `base` as it is.
    ///
    /// SwiftUI: Binding.init(_:) (Binding<V>) where Value == AnyHashable
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        self.init(get: { AnyHashable(base.wrappedValue) }, set: { newValue in
            if let value = newValue.base as? V { base.wrappedValue = value }
        })
    }
}

/// A value a binding keeps for itself (the last non-`nil` value of ``Binding/init(_:)``).
final class Box<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}

extension Binding: Identifiable where Value: Identifiable {
    /// The value's identity, so `ForEach($rows)` can tell rows apart.
    ///
    /// SwiftUI: Binding.id
    public var id: Value.ID { wrappedValue.id }
}
