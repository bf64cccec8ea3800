import Foundation

/// How a context settles a conflict between its objects and its store. A preview's context has
/// no store, so no policy ever runs; a screen's stack sets one and it is kept
/// (`container.viewContext.mergePolicy = NSMergePolicy.mergeByPropertyObjectTrump`).
///
/// CoreData: class NSMergePolicy : NSObject
open class NSMergePolicy: NSObject, @unchecked Sendable {
    /// The kind of policy.
    ///
    /// CoreData: var mergeType: NSMergePolicyType { get }
    open private(set) var mergeType: NSMergePolicyType

    /// CoreData: init(merge ty: NSMergePolicyType)
    public init(merge ty: NSMergePolicyType) {
        mergeType = ty
        super.init()
    }

    /// CoreData: class var error: NSMergePolicy { get }
    open class var error: NSMergePolicy { NSMergePolicy(merge: .errorMergePolicyType) }
    /// CoreData: class var mergeByPropertyStoreTrump: NSMergePolicy { get }
    open class var mergeByPropertyStoreTrump: NSMergePolicy { NSMergePolicy(merge: .mergeByPropertyStoreTrumpMergePolicyType) }
    /// CoreData: class var mergeByPropertyObjectTrump: NSMergePolicy { get }
    open class var mergeByPropertyObjectTrump: NSMergePolicy { NSMergePolicy(merge: .mergeByPropertyObjectTrumpMergePolicyType) }
    /// CoreData: class var overwrite: NSMergePolicy { get }
    open class var overwrite: NSMergePolicy { NSMergePolicy(merge: .overwriteMergePolicyType) }
    /// CoreData: class var rollback: NSMergePolicy { get }
    open class var rollback: NSMergePolicy { NSMergePolicy(merge: .rollbackMergePolicyType) }
}

/// The kinds of merge policy.
///
/// CoreData: enum NSMergePolicyType
public enum NSMergePolicyType: UInt, Sendable {
    /// CoreData: case errorMergePolicyType = 0
    case errorMergePolicyType = 0
    /// CoreData: case mergeByPropertyStoreTrumpMergePolicyType = 1
    case mergeByPropertyStoreTrumpMergePolicyType = 1
    /// CoreData: case mergeByPropertyObjectTrumpMergePolicyType = 2
    case mergeByPropertyObjectTrumpMergePolicyType = 2
    /// CoreData: case overwriteMergePolicyType = 3
    case overwriteMergePolicyType = 3
    /// CoreData: case rollbackMergePolicyType = 4
    case rollbackMergePolicyType = 4
}

/// The policy the older templates set: `context.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy`.
///
/// CoreData: let NSMergeByPropertyObjectTrumpMergePolicy: Any
nonisolated(unsafe) public let NSMergeByPropertyObjectTrumpMergePolicy: Any = NSMergePolicy.mergeByPropertyObjectTrump
/// CoreData: let NSMergeByPropertyStoreTrumpMergePolicy: Any
nonisolated(unsafe) public let NSMergeByPropertyStoreTrumpMergePolicy: Any = NSMergePolicy.mergeByPropertyStoreTrump
/// CoreData: let NSOverwriteMergePolicy: Any
nonisolated(unsafe) public let NSOverwriteMergePolicy: Any = NSMergePolicy.overwrite
/// CoreData: let NSRollbackMergePolicy: Any
nonisolated(unsafe) public let NSRollbackMergePolicy: Any = NSMergePolicy.rollback
/// CoreData: let NSErrorMergePolicy: Any
nonisolated(unsafe) public let NSErrorMergePolicy: Any = NSMergePolicy.error
