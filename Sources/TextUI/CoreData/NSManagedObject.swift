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

/// A managed object is its own identity in a list: `ForEach(items) { item in … }`.
///
/// CoreData: extension NSManagedObject : Identifiable
extension NSManagedObject: Identifiable {}

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
