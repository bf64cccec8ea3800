/// A property of an ``ObservableObject`` whose every change is announced: setting it calls
/// the object's `objectWillChange.send()` first.
///
/// ```swift
/// final class Profile: ObservableObject {
///     @Published var name = "Aiko"
/// }
/// ```
///
/// `$name` inside the class is Combine's publisher of the values in SwiftUI; Combine does not
/// exist on Linux, so here it is a ``Publisher`` with nothing to subscribe with. A view's
/// `$model.name` (a binding, through ``ObservedObject/Wrapper``) does not go through it.
///
/// SwiftUI: @propertyWrapper struct Published<Value> (Combine)
@propertyWrapper
public struct Published<Value> {
    private var value: Value

    /// A published property that starts at `value`: `@Published var name = "Aiko"`.
    ///
    /// SwiftUI: Published.init(wrappedValue:) (Combine)
    public init(wrappedValue value: Value) {
        self.value = value
    }

    /// A published property that starts at `value`, for `_name = Published(initialValue: …)`.
    ///
    /// SwiftUI: Published.init(initialValue:) (Combine)
    public init(initialValue value: Value) {
        self.value = value
    }

    /// Only a class can publish its properties: in a struct this is the error to read.
    ///
    /// SwiftUI: Published.wrappedValue (Combine, unavailable outside a class)
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// The values of the property: Combine's publisher in SwiftUI, a placeholder here.
    ///
    /// SwiftUI: Published.projectedValue (Combine)
    public var projectedValue: Publisher {
        Publisher(value)
    }

    /// The property read and written through its object, announcing each write.
    ///
    /// SwiftUI: Published.subscript(_enclosingInstance:wrapped:storage:) (Combine)
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].value }
        set {
            if let observable = object as? any ObservableObject { announceChange(of: observable) }
            object[keyPath: storageKeyPath].value = newValue
        }
    }

    /// Sends `object`'s `objectWillChange` when it is an ``ObservableObjectPublisher``.
    private static func announceChange<Object: ObservableObject>(of object: Object) {
        (object.objectWillChange as? ObservableObjectPublisher)?.send()
    }

    /// The values a `@Published` property takes: in SwiftUI, Combine's publisher; here it
    /// holds the value it was made from, as Combine's publisher gives a new subscriber.
    ///
    /// SwiftUI: Published.Publisher (Combine)
    public struct Publisher {
        /// The property's value when this was made.
        let value: Value

        init(_ value: Value) {
            self.value = value
        }
    }
}

extension Published: @unchecked Sendable where Value: Sendable {}
extension Published.Publisher: Sendable where Value: Sendable {}
