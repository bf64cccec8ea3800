import Foundation

/// What a view model fetches and keeps for a list, in sections: the older way to feed a SwiftUI
/// list from Core Data (`controller.performFetch()`, then `controller.fetchedObjects`). A
/// preview's context changes only when the preview changes it, so the delegate is never told of
/// a change; fetch again to see one.
///
/// ```swift
/// let controller = NSFetchedResultsController(fetchRequest: request, managedObjectContext: context,
///                                             sectionNameKeyPath: "list.name", cacheName: nil)
/// try controller.performFetch()
/// controller.sections?.map(\.name)   // ["Home", "Work"]
/// ```
///
/// CoreData: class NSFetchedResultsController<ResultType> : NSObject where ResultType : NSFetchRequestResult
open class NSFetchedResultsController<ResultType>: NSObject {
    /// CoreData: var fetchRequest: NSFetchRequest<ResultType> { get }
    public let fetchRequest: NSFetchRequest<ResultType>
    /// CoreData: var managedObjectContext: NSManagedObjectContext { get }
    public let managedObjectContext: NSManagedObjectContext
    /// The key path whose value names each object's section; `nil` for one section.
    ///
    /// CoreData: var sectionNameKeyPath: String? { get }
    public let sectionNameKeyPath: String?
    /// CoreData: var cacheName: String? { get }
    public let cacheName: String?
    /// CoreData: weak var delegate: (any NSFetchedResultsControllerDelegate)? { get set }
    open weak var delegate: (any NSFetchedResultsControllerDelegate)?
    /// What the last fetch found; `nil` before the first.
    ///
    /// CoreData: var fetchedObjects: [ResultType]? { get }
    open private(set) var fetchedObjects: [ResultType]?
    /// The last fetch's objects cut into sections where the section name changes.
    ///
    /// CoreData: var sections: [any NSFetchedResultsSectionInfo]? { get }
    open private(set) var sections: [any NSFetchedResultsSectionInfo]?

    /// CoreData: init(fetchRequest: NSFetchRequest<ResultType>, managedObjectContext context: NSManagedObjectContext, sectionNameKeyPath: String?, cacheName name: String?)
    public init(fetchRequest: NSFetchRequest<ResultType>, managedObjectContext context: NSManagedObjectContext, sectionNameKeyPath: String?, cacheName name: String?) {
        self.fetchRequest = fetchRequest
        managedObjectContext = context
        self.sectionNameKeyPath = sectionNameKeyPath
        cacheName = name
        super.init()
    }

    /// Fetches, filling `fetchedObjects` and `sections`.
    ///
    /// CoreData: func performFetch() throws
    open func performFetch() throws {
        let objects = try managedObjectContext.fetch(fetchRequest)
        fetchedObjects = objects
        var found: [FetchedSection] = []
        for object in objects {
            let name = sectionNameKeyPath.map { KeyValueReading.value(atKeyPath: $0, of: object).map { "\($0)" } ?? "" } ?? ""
            if found.last?.name == name {
                found[found.count - 1].members.append(object)
            } else {
                found.append(FetchedSection(name: name, members: [object]))
            }
        }
        sections = found
    }

    /// The object at `indexPath` (section, then row).
    ///
    /// CoreData: func object(at indexPath: IndexPath) -> ResultType
    open func object(at indexPath: IndexPath) -> ResultType {
        guard let section = sections?[indexPath.section] as? FetchedSection, let object = section.members[indexPath.row] as? ResultType else {
            fatalError("NSFetchedResultsController: no object at \(indexPath); call performFetch() first")
        }
        return object
    }

    /// Where `object` is among the last fetch's sections, if it is there.
    ///
    /// CoreData: func indexPath(forObject object: ResultType) -> IndexPath?
    open func indexPath(forObject object: ResultType) -> IndexPath? {
        for (sectionIndex, section) in (sections ?? []).enumerated() {
            if let row = section.objects?.firstIndex(where: { ($0 as AnyObject) === (object as AnyObject) }) {
                return IndexPath(row: row, section: sectionIndex)
            }
        }
        return nil
    }

    /// The section names' first letters, for an index beside a long list.
    ///
    /// CoreData: var sectionIndexTitles: [String] { get }
    open var sectionIndexTitles: [String] {
        (sections ?? []).compactMap(\.indexTitle)
    }

    /// A preview keeps no cache, so there is none to delete.
    ///
    /// CoreData: class func deleteCache(withName name: String?)
    open class func deleteCache(withName name: String?) {}
}

/// One section of a fetched results controller: its name and its objects.
///
/// CoreData: protocol NSFetchedResultsSectionInfo
public protocol NSFetchedResultsSectionInfo {
    /// CoreData: var name: String { get }
    var name: String { get }
    /// CoreData: var indexTitle: String? { get }
    var indexTitle: String? { get }
    /// CoreData: var numberOfObjects: Int { get }
    var numberOfObjects: Int { get }
    /// CoreData: var objects: [Any]? { get }
    var objects: [Any]? { get }
}

/// A section `performFetch()` made.
struct FetchedSection: NSFetchedResultsSectionInfo {
    let name: String
    var members: [Any]
    var indexTitle: String? { name.first.map { String($0).uppercased() } }
    var numberOfObjects: Int { members.count }
    var objects: [Any]? { members }
}

/// What a fetched results controller tells of changes. Every method has a default that does
/// nothing, as Objective-C's optional methods do; a preview's controller calls none.
///
/// CoreData: protocol NSFetchedResultsControllerDelegate : NSObjectProtocol
public protocol NSFetchedResultsControllerDelegate: NSObjectProtocol {
    /// CoreData: optional func controllerWillChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>)
    func controllerWillChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>)
    /// CoreData: optional func controllerDidChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>)
    func controllerDidChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>)
    /// CoreData: optional func controller(_ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange anObject: Any, at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?)
    func controller(_ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange anObject: Any, at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?)
    /// CoreData: optional func controller(_ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange sectionInfo: any NSFetchedResultsSectionInfo, atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType)
    func controller(_ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange sectionInfo: any NSFetchedResultsSectionInfo, atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType)
}

extension NSFetchedResultsControllerDelegate {
    /// TextUI only: the default of an optional Objective-C method, which does nothing.
    public func controllerWillChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {}
    /// TextUI only: the default of an optional Objective-C method, which does nothing.
    public func controllerDidChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {}
    /// TextUI only: the default of an optional Objective-C method, which does nothing.
    public func controller(_ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange anObject: Any, at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?) {}
    /// TextUI only: the default of an optional Objective-C method, which does nothing.
    public func controller(_ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange sectionInfo: any NSFetchedResultsSectionInfo, atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType) {}
}

/// What changed about an object or a section.
///
/// CoreData: enum NSFetchedResultsChangeType
public enum NSFetchedResultsChangeType: UInt, Sendable {
    /// CoreData: case insert = 1
    case insert = 1
    /// CoreData: case delete = 2
    case delete = 2
    /// CoreData: case move = 3
    case move = 3
    /// CoreData: case update = 4
    case update = 4
}
