import Foundation

/// What to fetch: the objects of one entity that a predicate keeps.
///
/// ```swift
/// let request = NSFetchRequest<Entry>(entityName: "Entry")
/// request.predicate = NSPredicate { entry, _ in (entry as? Entry)?.isStarred == true }
/// let starred = try context.fetch(request)
/// ```
///
/// A fetch orders what it finds by the sort descriptors (objects they rank the same keep the order
/// they were inserted in). `ResultType` may be any type here, as older code writes
/// `NSFetchRequest<NSFetchRequestResult>(entityName:)`: on Apple platforms the protocol is
/// Objective-C's, so its existential is a result type; a Swift protocol's is not.
///
/// CoreData: class NSFetchRequest<ResultType> : NSPersistentStoreRequest where ResultType : NSFetchRequestResult
open class NSFetchRequest<ResultType>: NSObject {
    /// CoreData: var entityName: String? { get }
    open private(set) var entityName: String?
    /// CoreData: var entity: NSEntityDescription? { get set }
    open var entity: NSEntityDescription? {
        didSet { entityName = entity?.name }
    }
    /// CoreData: var predicate: NSPredicate? { get set }
    open var predicate: NSPredicate?
    /// CoreData: var sortDescriptors: [NSSortDescriptor]? { get set }
    open var sortDescriptors: [NSSortDescriptor]?
    /// At most this many objects; 0 for all of them.
    ///
    /// CoreData: var fetchLimit: Int { get set }
    open var fetchLimit = 0
    /// The value-type sort descriptors a `@FetchRequest` was given, when it was given those.
    var sortDescriptorValues: [Any] = []

    /// CoreData: convenience init(entityName: String)
    public convenience init(entityName: String) {
        self.init()
        self.entityName = entityName
    }

    /// CoreData: init()
    override public init() {
        super.init()
    }
}

/// A store a container loads: none here, so loading always succeeds.
///
/// CoreData: class NSPersistentStoreDescription : NSObject
open class NSPersistentStoreDescription: NSObject {
    /// CoreData: var url: URL? { get set }
    open var url: URL?

    /// CoreData: convenience init(url: URL)
    public convenience init(url: URL) {
        self.init()
        self.url = url
    }

    /// CoreData: init()
    override public init() {
        super.init()
    }
}

/// An app's Core Data stack: its ``viewContext`` is what a screen reads through
/// `@Environment(\.managedObjectContext)`. Its stores live in memory.
///
/// CoreData: class NSPersistentContainer : NSObject
open class NSPersistentContainer: NSObject {
    /// CoreData: var name: String { get }
    public let name: String
    /// CoreData: var viewContext: NSManagedObjectContext { get }
    public let viewContext = NSManagedObjectContext(.mainQueue)
    /// CoreData: var persistentStoreDescriptions: [NSPersistentStoreDescription] { get set }
    open var persistentStoreDescriptions = [NSPersistentStoreDescription()]

    /// CoreData: convenience init(name: String)
    public init(name: String) {
        self.name = name
        super.init()
    }

    /// Calls `block` once per store description, with no error.
    ///
    /// CoreData: func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void)
    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
        for description in persistentStoreDescriptions { block(description, nil) }
    }

    /// A context of its own, empty: what the view context holds is not shared with it.
    ///
    /// CoreData: func newBackgroundContext() -> NSManagedObjectContext
    open func newBackgroundContext() -> NSManagedObjectContext {
        NSManagedObjectContext(.privateQueue)
    }
}

/// A container whose store syncs with iCloud, as Xcode's template makes it when CloudKit is
/// ticked. A preview's is a container like any other: in memory, synced with nothing.
///
/// CoreData: class NSPersistentCloudKitContainer : NSPersistentContainer
open class NSPersistentCloudKitContainer: NSPersistentContainer {}
