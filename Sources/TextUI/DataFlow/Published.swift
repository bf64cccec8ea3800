#if !canImport(Combine)
/// A property of an ``ObservableObject`` whose every change is announced: setting it calls
/// the object's `objectWillChange.send()` first.
///
/// ```swift
/// final class Profile: ObservableObject {
///     @Published var name = "Aiko"
/// }
/// ```
///
/// `$name` inside the class is the publisher of its values, as in Combine: the value now to a
/// new subscriber, then each new value as it is set (`$query.map { … }.sink { … }`). A view's
/// `$model.name` (a binding, through ``ObservedObject/Wrapper``) does not go through it. On
/// Apple platforms TextUI re-exports Combine's own `Published` instead.
///
/// Combine: @propertyWrapper struct Published<Value>
@propertyWrapper
public struct Published<Value> {
    private var storage: PublishedStorage<Value>

    /// A published property that starts at `value`: `@Published var name = "Aiko"`.
    ///
    /// Combine: Published.init(wrappedValue:)
    public init(wrappedValue value: Value) {
        storage = PublishedStorage(value)
    }

    /// A published property that starts at `value`, for `_name = Published(initialValue: …)`.
    ///
    /// Combine: Published.init(initialValue:)
    public init(initialValue value: Value) {
        storage = PublishedStorage(value)
    }

    /// Only a class can publish its properties: in a struct this is the error to read.
    ///
    /// Combine: Published.wrappedValue (unavailable outside a class)
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// The values of the property: its value now, then each new one as it is set.
    ///
    /// Combine: var projectedValue: Published<Value>.Publisher { mutating get set }
    public var projectedValue: Publisher {
        get { Publisher(storage) }
        set { storage = newValue.storage }
    }

    /// The property read and written through its object, announcing each write.
    ///
    /// Combine: Published.subscript(_enclosingInstance:wrapped:storage:)
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set {
            if let observable = object as? any ObservableObject { announceChange(of: observable) }
            object[keyPath: storageKeyPath].storage.set(newValue)
        }
    }

    /// Sends `object`'s `objectWillChange` when it is an ``ObservableObjectPublisher``.
    private static func announceChange<Object: ObservableObject>(of object: Object) {
        (object.objectWillChange as? ObservableObjectPublisher)?.send()
    }

    /// The values a `@Published` property takes: its value when subscribed to, then each new
    /// value, sent before the property changes (as Combine sends it, in `willSet`).
    ///
    /// Combine: struct Published.Publisher
    public struct Publisher: TextUI.Publisher {
        /// Combine: typealias Output = Value
        public typealias Output = Value
        /// Combine: typealias Failure = Never
        public typealias Failure = Never

        let storage: PublishedStorage<Value>

        init(_ storage: PublishedStorage<Value>) {
            self.storage = storage
        }

        /// Combine: func receive<S>(subscriber: S) where Value == S.Input, S : Subscriber, S.Failure == Never
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            storage.subscribers.add(AnySubscriber(subscriber), current: storage.value)
        }
    }
}

/// A published property's value and the subscribers of its `$name`.
final class PublishedStorage<Value> {
    private(set) var value: Value
    let subscribers = SubscriberList<Value, Never>()

    init(_ value: Value) {
        self.value = value
    }

    /// Sends `newValue` to the subscribers, then stores it.
    func set(_ newValue: Value) {
        subscribers.send(newValue)
        value = newValue
    }
}

extension Published: @unchecked Sendable where Value: Sendable {}
extension Published.Publisher: @unchecked Sendable where Value: Sendable {}
#endif
