/// A value a control shows and changes, owned elsewhere: read through `wrappedValue`, written
/// through the setter its owner supplies. `$name` of a ``State`` or ``Bindable`` is one; a
/// binding's `$binding.field` is a binding to one of its value's fields.
///
/// ```swift
/// struct Profile { var name = "Aiko"; var isPublic = true }
///
/// struct ProfileForm: View {
///     @State private var profile = Profile()
///     var body: some View {
///         VStack(alignment: .leading) {
///             TextField("Name", text: $profile.name)
///             Toggle("Public", isOn: $profile.isPublic)
///         }
///     }
/// }
///
/// ProfileForm().render(width: 16)
/// ```
/// ```text
/// ╭──────────────╮
/// │ Aiko         │
/// ╰──────────────╯
/// Public      ( ●)
/// ```
///
/// SwiftUI: @frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void

    /// A binding that reads with `get` and writes with `set`.
    ///
    /// SwiftUI: Binding.init(get:set:)
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }

    /// A binding whose `set` is also handed the transaction the change came with (always
    /// the empty one: a preview animates nothing).
    ///
    /// SwiftUI: Binding.init(get:set:) (set: (Value, Transaction) -> Void)
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.init(get: get, set: { set($0, Transaction()) })
    }

    /// The binding itself, for a `$name` parameter of a closure (`ForEach($rows) { $row in … }`).
    ///
    /// SwiftUI: Binding.init(projectedValue:)
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding that always reads `value` and ignores writes: for a preview, or a control
    /// in a view drawn from a state value.
    ///
    /// SwiftUI: Binding.constant(_:)
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The current value; setting it calls the owner's setter.
    ///
    /// SwiftUI: Binding.wrappedValue
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    /// The binding itself: `$binding` of a `@Binding` property.
    ///
    /// SwiftUI: Binding.projectedValue
    public var projectedValue: Binding<Value> { self }

    /// A binding to the value's field at `keyPath`: `$profile.name`.
    ///
    /// SwiftUI: Binding.subscript(dynamicMember:)
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            get: { self.wrappedValue[keyPath: keyPath] },
            set: { newValue in
                var value = self.wrappedValue
                value[keyPath: keyPath] = newValue
                self.wrappedValue = value
            }
        )
    }

    /// The same binding; text draws no animation.
    ///
    /// SwiftUI: Binding.animation(_:)
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}

extension Binding: DynamicProperty {}

/// A binding may cross actors when its value may; where it reads and writes is its owner's
/// business, as in SwiftUI.
extension Binding: @unchecked Sendable where Value: Sendable {}
