/// A value a control shows and could change: read with `wrappedValue`, written through the
/// closure its owner supplies. Text rendering only reads it; `.constant` is the usual spelling
/// in a view that is a function of its state.
///
/// ```swift
/// Toggle("通知", isOn: .constant(true)).render(width: 12)
/// ```
/// ```text
/// 通知    ( ●)
/// ```
public struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }

    /// A binding that always reads `value` and ignores writes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The current value; setting it calls the owner's setter.
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }
}
