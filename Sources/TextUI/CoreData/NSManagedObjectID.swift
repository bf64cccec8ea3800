import Foundation

/// An object's identity in its context, which a screen passes instead of the object
/// (`context.object(with: item.objectID)` in a detail view). A preview's identities number the
/// objects of a context in the order they were inserted: `x-coredata://TextUI/Item/p1` is the
/// first `Item`.
///
/// CoreData: class NSManagedObjectID : NSObject, NSCopying
open class NSManagedObjectID: NSObject, @unchecked Sendable {
    /// The entity of the object it identifies.
    ///
    /// CoreData: var entity: NSEntityDescription { get }
    open var entity: NSEntityDescription { NSEntityDescription(className: entityName) }
    /// Whether the object has not been saved yet; a preview's objects never are.
    ///
    /// CoreData: var isTemporaryID: Bool { get }
    open var isTemporaryID: Bool { number == 0 }

    private let entityName: String
    private let number: Int

    init(entityName: String, number: Int) {
        self.entityName = entityName
        self.number = number
        super.init()
    }

    /// The identity as a URL: `x-coredata://TextUI/Item/p1`; `t0` for an object in no context.
    ///
    /// CoreData: func uriRepresentation() -> URL
    open func uriRepresentation() -> URL {
        URL(string: "x-coredata://TextUI/\(entityName)/\(number == 0 ? "t0" : "p\(number)")")!
    }

    /// Two identities of the same object are equal; a temporary one equals none.
    ///
    /// Foundation: func isEqual(_ object: Any?) -> Bool
    override open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSManagedObjectID else { return false }
        return other.entityName == entityName && other.number == number && number != 0
    }

    /// Foundation: var hash: Int { get }
    override open var hash: Int { entityName.hashValue ^ number }

    /// The identity's URL, as text.
    ///
    /// Foundation: var description: String { get }
    override open var description: String { uriRepresentation().absoluteString }
}
