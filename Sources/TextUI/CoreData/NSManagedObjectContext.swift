import Foundation

/// Where a screen's managed objects live: inserted, fetched and deleted in memory.
///
/// ```swift
/// let context = NSManagedObjectContext(.mainQueue)
/// let entry = Entry(context: context)
/// try context.fetch(NSFetchRequest<Entry>(entityName: "Entry")).count // 1
/// context.delete(entry)
/// try context.fetch(NSFetchRequest<Entry>(entityName: "Entry")).count // 0
/// ```
///
/// Saving keeps everything where it is: there is no store behind it.
///
/// CoreData: class NSManagedObjectContext : NSObject
open class NSManagedObjectContext: NSObject {
    /// How a context runs its work. A preview's runs it on the caller's.
    ///
    /// CoreData: struct NSManagedObjectContext.ConcurrencyType
    public struct ConcurrencyType: Hashable, Sendable {
        let rawValue: Int
        /// CoreData: static let mainQueue: NSManagedObjectContext.ConcurrencyType
        public static let mainQueue = ConcurrencyType(rawValue: 2)
        /// CoreData: static let privateQueue: NSManagedObjectContext.ConcurrencyType
        public static let privateQueue = ConcurrencyType(rawValue: 1)
    }

    private var objects: [NSManagedObject] = []
    private var insertions = 0
    private var changed = false

    /// CoreData: nonisolated convenience init(_ type: NSManagedObjectContext.ConcurrencyType)
    public convenience init(_ type: ConcurrencyType) {
        self.init()
    }

    /// CoreData: init(concurrencyType ct: NSManagedObjectContextConcurrencyType)
    public convenience init(concurrencyType ct: NSManagedObjectContextConcurrencyType) {
        self.init()
    }

    /// CoreData: init()
    override public init() {
        super.init()
    }

    /// The objects in the context, in the order they were inserted.
    ///
    /// CoreData: var registeredObjects: Set<NSManagedObject> { get }
    open var registeredObjects: Set<NSManagedObject> { Set(objects) }

    /// Whether the context takes in what other contexts save. A preview's single context has
    /// nothing to take in; the setting is kept.
    ///
    /// CoreData: var automaticallyMergesChangesFromParent: Bool { get set }
    open var automaticallyMergesChangesFromParent = false

    /// How the context settles a conflict with its store: a preview's never meets one; the
    /// setting is kept (``NSMergePolicy``, or `NSMergeByPropertyObjectTrumpMergePolicy`).
    ///
    /// CoreData: var mergePolicy: Any { get set }
    open var mergePolicy: Any = NSMergePolicy.error

    /// Whether anything was inserted or deleted since the last save.
    ///
    /// CoreData: var hasChanges: Bool { get }
    open var hasChanges: Bool { changed }

    /// CoreData: func insert(_ object: NSManagedObject)
    open func insert(_ object: NSManagedObject) {
        guard !objects.contains(where: { $0 === object }) else { return }
        objects.append(object)
        insertions += 1
        object.insertionNumber = insertions
        object.didInsert(into: self)
        changed = true
    }

    /// CoreData: func delete(_ object: NSManagedObject)
    open func delete(_ object: NSManagedObject) {
        guard let index = objects.firstIndex(where: { $0 === object }) else { return }
        objects.remove(at: index)
        object.didInsert(into: nil)
        changed = true
    }

    /// The object `objectID` identifies; an object of its entity in no context when this context
    /// holds none (Core Data's fault that fails when read).
    ///
    /// CoreData: func object(with objectID: NSManagedObjectID) -> NSManagedObject
    open func object(with objectID: NSManagedObjectID) -> NSManagedObject {
        objects.first { $0.objectID == objectID } ?? NSManagedObject(entity: objectID.entity, insertInto: nil)
    }

    /// The object `objectID` identifies, if this context holds it.
    ///
    /// CoreData: func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject
    open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
        guard let object = objects.first(where: { $0.objectID == objectID }) else {
            // Core Data's NSManagedObjectReferentialIntegrityError.
            throw NSError(domain: NSCocoaErrorDomain, code: 133_000, userInfo: [NSLocalizedDescriptionKey: "No object with ID \(objectID) in this context."])
        }
        return object
    }

    /// CoreData: func save() throws
    open func save() throws {
        changed = false
    }

    /// CoreData: func rollback()
    open func rollback() {}

    /// The objects of the request's entity that its predicate keeps, ordered by its sort
    /// descriptors (objects they rank the same stay in the order they were inserted), at most
    /// `fetchLimit` of them. A predicate written as a format and a sort descriptor named by a
    /// key read the objects' properties by name (`NSPredicate(format:_:)`).
    ///
    /// CoreData: nonisolated func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] where T : NSFetchRequestResult
    open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
        var found = objects.filter { object in
            request.entityName.map { $0 == object.entity.name } ?? true
                && (request.predicate?.evaluate(with: object) ?? true)
        }.compactMap { $0 as? T }
        found = Self.sorted(found, by: request.sortDescriptors ?? [])
        if request.fetchLimit > 0, found.count > request.fetchLimit {
            found.removeLast(found.count - request.fetchLimit)
        }
        return found
    }

    /// `objects` in the order `descriptors` give, the first deciding first. A descriptor whose
    /// key path starts at another class than the objects' is passed over: Linux's Foundation
    /// would stop the program comparing with it.
    private static func sorted<T>(_ objects: [T], by descriptors: [NSSortDescriptor]) -> [T] {
        let usable = descriptors.filter { descriptor in
            guard let root = type(of: descriptor.keyPath).rootType as? AnyClass else { return false }
            return objects.allSatisfy { ($0 as? NSObject)?.isKind(of: root) ?? false }
        }
        guard !usable.isEmpty else { return objects }
        return objects.sorted { lhs, rhs in
            for descriptor in usable {
                switch descriptor.compare(lhs, to: rhs) {
                case .orderedAscending: return true
                case .orderedDescending: return false
                case .orderedSame: continue
                }
            }
            return false
        }
    }

    /// CoreData: nonisolated func count<T>(for request: NSFetchRequest<T>) throws -> Int where T : NSFetchRequestResult
    open func count<T>(for request: NSFetchRequest<T>) throws -> Int {
        try fetch(request).count
    }

    /// Runs `block` now: a preview's context has no queue of its own.
    ///
    /// CoreData: func perform(_ block: @escaping @Sendable () -> Void)
    open func perform(_ block: @escaping @Sendable () -> Void) {
        block()
    }

    /// CoreData: func performAndWait(_ block: @Sendable () -> Void)
    open func performAndWait(_ block: @Sendable () -> Void) {
        block()
    }
}

/// The older spelling of ``NSManagedObjectContext/ConcurrencyType``.
///
/// CoreData: enum NSManagedObjectContextConcurrencyType
public enum NSManagedObjectContextConcurrencyType: UInt, Sendable {
    /// CoreData: case privateQueueConcurrencyType = 1
    case privateQueueConcurrencyType = 1
    /// CoreData: case mainQueueConcurrencyType = 2
    case mainQueueConcurrencyType = 2
}
