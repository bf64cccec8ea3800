import Foundation

// Core Data, which screens reach through `@FetchRequest` and `@Environment(\.managedObjectContext)`
// and whose model classes their previews make (`Entry(context: viewContext)`). Linux has no Core
// Data, so the copy imports TextUI for `import CoreData`, and TextUI keeps a context's objects in
// memory: what a preview inserts is what its fetch requests list, in the order it was inserted.

/// What a fetch request can return: a managed object.
///
/// CoreData: protocol NSFetchRequestResult : NSObjectProtocol
public protocol NSFetchRequestResult: NSObjectProtocol {}

/// An entity of the model, known here by its name: a managed object class's is the class's name.
///
/// CoreData: class NSEntityDescription : NSObject
open class NSEntityDescription: NSObject {
    /// CoreData: var name: String? { get set }
    open var name: String?
    /// CoreData: var managedObjectClassName: String! { get set }
    open var managedObjectClassName: String!

    /// CoreData: init()
    override public init() {
        super.init()
    }

    init(className: String) {
        name = className
        managedObjectClassName = className
        super.init()
    }
}

/// An object of the app's model, kept by the context it was inserted into.
///
/// ```swift
/// final class Note: NSManagedObject { var title = "" }
/// let context = NSManagedObjectContext(.mainQueue)
/// let note = Note(context: context)
/// note.title = "Milk"
/// try context.fetch(NSFetchRequest<Note>(entityName: "Note")).map(\.title) // ["Milk"]
/// ```
///
/// Its entity is named after its class. Properties are the subclass's own stored properties;
/// the text copy stores an `@NSManaged` one (which needs Objective-C) in a ``ManagedProperty``.
///
/// CoreData: class NSManagedObject : NSObject
open class NSManagedObject: NSObject, NSFetchRequestResult {
    /// CoreData: unowned(unsafe) var managedObjectContext: NSManagedObjectContext? { get }
    open private(set) weak var managedObjectContext: NSManagedObjectContext?
    /// CoreData: var entity: NSEntityDescription { get }
    open var entity: NSEntityDescription { Self.entity() }

    /// CoreData: init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?)
    public init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        super.init()
        context?.insert(self)
    }

    /// An object of this class, inserted into `moc`.
    ///
    /// CoreData: convenience init(context moc: NSManagedObjectContext)
    public convenience init(context moc: NSManagedObjectContext) {
        self.init(entity: Self.entity(), insertInto: moc)
    }

    /// The entity named after this class: `Entry.entity().name` is `"Entry"`.
    ///
    /// CoreData: class func entity() -> NSEntityDescription
    open class func entity() -> NSEntityDescription {
        NSEntityDescription(className: String(describing: self))
    }

    /// A fetch request for this class's entity, as Xcode's generated subclasses vend one
    /// (`Item.fetchRequest()`, whose own declaration narrows the result to `Item`).
    ///
    /// CoreData: class func fetchRequest() -> NSFetchRequest<any NSFetchRequestResult>
    @_disfavoredOverload
    open class func fetchRequest() -> NSFetchRequest<any NSFetchRequestResult> {
        NSFetchRequest<any NSFetchRequestResult>(entityName: String(describing: self))
    }

    /// The values of the object's managed properties, by name: what the copy's accessors for
    /// `@NSManaged` properties and key-value coding read and write.
    private var managedStorage: [String: Any] = [:]

    /// The value of the managed property `key`; an unset one reads as Core Data's would without a
    /// default in the model (`nil`, `false`, zero, an empty string or collection), and one of
    /// any other type stops the preview with a message naming it, as reading it would crash on
    /// a phone.
    ///
    /// TextUI only: the getter the text copy writes for an `@NSManaged` property
    /// (`@NSManaged public var title: String?` becomes `public var title: String? { get {
    /// managedValue(forKey: "title") } set { … } }`), which Core Data makes at run time.
    public func managedValue<Value>(forKey key: String) -> Value {
        if let stored = managedStorage[key], let value = stored as? Value { return value }
        guard let unset = UnsetValue.of(Value.self) else {
            fatalError("\(type(of: self)).\(key) was read before it was given a value: a preview that makes a \(type(of: self)) sets it first")
        }
        return unset
    }

    /// Sets the managed property `key`, announcing the change first.
    ///
    /// TextUI only: the setter the text copy writes for an `@NSManaged` property.
    public func setManagedValue<Value>(_ value: Value, forKey key: String) {
        objectWillChange.send()
        managedStorage[key] = value
    }

    /// The value of `key`: a managed property's, or a stored property's read by name.
    ///
    /// Foundation: func value(forKey key: String) -> Any?
    open func value(forKey key: String) -> Any? {
        storedManagedValue(forKey: key) ?? KeyValueReading.value(forKey: key, of: self)
    }

    /// Sets the managed property `key` (an untyped object's attributes live only here).
    ///
    /// Foundation: func setValue(_ value: Any?, forKey key: String)
    open func setValue(_ value: Any?, forKey key: String) {
        objectWillChange.send()
        managedStorage[key] = value
    }

    /// CoreData: func primitiveValue(forKey key: String) -> Any?
    open func primitiveValue(forKey key: String) -> Any? {
        storedManagedValue(forKey: key)
    }

    /// CoreData: func setPrimitiveValue(_ value: Any?, forKey key: String)
    open func setPrimitiveValue(_ value: Any?, forKey key: String) {
        managedStorage[key] = value
    }

    /// The value stored for `key`, without its optional layers; `nil` when none is.
    func storedManagedValue(forKey key: String) -> Any? {
        managedStorage[key].flatMap(KeyValueReading.unwrapped)
    }

    /// The object's identity in its context (``NSManagedObjectID``).
    ///
    /// CoreData: var objectID: NSManagedObjectID { get }
    open var objectID: NSManagedObjectID {
        NSManagedObjectID(entityName: entity.name ?? String(describing: type(of: self)), number: insertionNumber)
    }

    /// Where among its context's objects of any entity this one was inserted, from 1; 0 when in none.
    var insertionNumber = 0

    /// Whether the object was deleted from its context.
    ///
    /// CoreData: var isDeleted: Bool { get }
    open var isDeleted: Bool { managedObjectContext == nil && wasInserted }

    private var wasInserted = false

    func didInsert(into context: NSManagedObjectContext?) {
        managedObjectContext = context
        if context != nil { wasInserted = true }
    }
}

/// A managed object announces its changes to the views that observe it: `@ObservedObject var
/// entry: Entry`.
///
/// CoreData: extension NSManagedObject : ObservableObject
extension NSManagedObject: ObservableObject {}

/// A managed object passed to a predicate's format, as a relationship is compared:
/// `NSPredicate(format: "list == %@", list)`.
///
/// CoreData: extension NSObject : CVarArg (a managed object is one as every object is)
extension NSManagedObject: CVarArg {
    /// The object's description, for `%@` in `String(format:)` (Linux's formatting stops on an
    /// object of a Swift class); a predicate's format reads the object itself.
    ///
    /// TextUI only: every `NSObject` is a `CVarArg` on Apple platforms; on Linux none is.
    public var _cVarArgEncoding: [Int] { BridgedArgument.encoding(describedAs: description) }
}
