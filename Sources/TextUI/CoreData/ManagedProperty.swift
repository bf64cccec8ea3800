import Foundation

/// The storage a Core Data attribute or relationship has in the text copy. On Apple platforms
/// `@NSManaged` asks Core Data for a property's storage at run time, which Linux cannot give (it
/// has no Objective-C runtime), so the copy writes `@NSManaged var title: String?` as
/// `@ManagedProperty var title: String?`: the object keeps the value itself, announces a change
/// as Core Data's objects do (`objectWillChange`), and a predicate or a sort descriptor reads it
/// by its name.
///
/// ```swift
/// final class Item: NSManagedObject {
///     @ManagedProperty var title: String?
///     @ManagedProperty var done: Bool
/// }
/// let item = Item(context: context)
/// item.done          // false: nothing set yet, as a new object's attribute reads
/// item.title = "Milk"
/// ```
///
/// A property never set reads as Core Data's would without a default in the model: `nil`, `false`,
/// zero, an empty string, collection or `Data`, the reference date. A property of any other type
/// (a relationship that is not optional) stops the preview with a message naming it, as reading it
/// would crash on a phone.
///
/// TextUI only: what the copy writes for `@NSManaged`, which cannot be declared outside the
/// compiler.
@propertyWrapper
public struct ManagedProperty<Value>: StoredPropertyValue {
    private var value: Value?

    /// A property with no value yet.
    ///
    /// TextUI only: how `@NSManaged`'s storage starts, as a new managed object's.
    public init() {}

    /// TextUI only: a managed property is only ever a managed object's, read through it.
    @available(*, unavailable, message: "@NSManaged is only allowed in a subclass of NSManagedObject")
    public var wrappedValue: Value {
        get { fatalError("unavailable") }
        set { fatalError("unavailable") }
    }

    /// Reads and writes the property of a managed object; a write announces the change first.
    ///
    /// TextUI only: the storage behind `@NSManaged`'s getter and setter.
    public static subscript<Object: NSManagedObject>(
        _enclosingInstance object: Object,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Object, Self>
    ) -> Value {
        get {
            if let value = object[keyPath: storageKeyPath].value { return value }
            guard let unset = UnsetValue.of(Value.self) else {
                fatalError("\(wrappedKeyPath) was read before it was given a value: a preview that makes a \(Object.self) sets it first")
            }
            return unset
        }
        set {
            object.objectWillChange.send()
            object[keyPath: storageKeyPath].value = newValue
        }
    }

    var storedValue: Any? { value.map { $0 as Any } }
}

/// What a managed object's attribute reads as before anything set it.
enum UnsetValue {
    static func of<Value>(_ type: Value.Type) -> Value? {
        switch type {
        case let type as any ExpressibleByNilLiteral.Type: return empty(type) as? Value
        case let type as any ExpressibleByBooleanLiteral.Type: return no(type) as? Value
        case let type as any ExpressibleByIntegerLiteral.Type: return zero(type) as? Value
        case let type as any ExpressibleByStringLiteral.Type: return blank(type) as? Value
        case let type as any ExpressibleByArrayLiteral.Type: return none(type) as? Value
        case is Date.Type: return Date(timeIntervalSinceReferenceDate: 0) as? Value
        case is Data.Type: return Data() as? Value
        default: return nil
        }
    }

    private static func empty<T: ExpressibleByNilLiteral>(_: T.Type) -> T { nil }
    private static func no<T: ExpressibleByBooleanLiteral>(_: T.Type) -> T { false }
    private static func zero<T: ExpressibleByIntegerLiteral>(_: T.Type) -> T { 0 }
    private static func blank<T: ExpressibleByStringLiteral>(_: T.Type) -> T { "" }
    private static func none<T: ExpressibleByArrayLiteral>(_: T.Type) -> T { [] }
}
