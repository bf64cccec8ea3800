import Foundation

/// What the bodies the text copy writes for Xcode's generated relationship accessors call: an
/// `Item+CoreDataProperties.swift` declares `@NSManaged public func addToTags(_ value: Tag)`,
/// which Core Data implements at run time; the copy writes it as
/// `public func addToTags(_ value: Tag) { tags = ManagedRelationship.adding(value, to: tags) }`.
///
/// ```swift
/// item.addToTags(work)                         // item.tags holds work
/// item.addToTags(NSSet(array: [home, urgent])) // and home and urgent
/// item.removeFromTags(work)                    // home and urgent
/// ```
///
/// A member is one object or a set of them (`NSSet`, `NSOrderedSet`, an array); an ordered set
/// keeps the order members were added in.
///
/// TextUI only: what Core Data's runtime does for `@NSManaged` accessors.
public enum ManagedRelationship {
    /// `set` with `members` added.
    ///
    /// TextUI only: the body of a generated `addTo…(_:)` on an unordered relationship.
    public static func adding(_ members: Any, to set: NSSet?) -> NSSet {
        let result = NSMutableSet(set: set ?? NSSet())
        for member in elements(of: members) { result.add(member) }
        return result
    }

    /// `set` without `members`.
    ///
    /// TextUI only: the body of a generated `removeFrom…(_:)` on an unordered relationship.
    public static func removing(_ members: Any, from set: NSSet?) -> NSSet {
        let result = NSMutableSet(set: set ?? NSSet())
        for member in elements(of: members) { result.remove(member) }
        return result
    }

    /// `set` with `members` added at its end.
    ///
    /// TextUI only: the body of a generated `addTo…(_:)` on an ordered relationship.
    public static func adding(_ members: Any, to set: NSOrderedSet?) -> NSOrderedSet {
        let result = NSMutableOrderedSet(orderedSet: set ?? NSOrderedSet())
        for member in elements(of: members) { result.add(member) }
        return result
    }

    /// `set` without `members`.
    ///
    /// TextUI only: the body of a generated `removeFrom…(_:)` on an ordered relationship.
    public static func removing(_ members: Any, from set: NSOrderedSet?) -> NSOrderedSet {
        let result = NSMutableOrderedSet(orderedSet: set ?? NSOrderedSet())
        for member in elements(of: members) { result.remove(member) }
        return result
    }

    /// `set` with `members` added, for a relationship declared as a Swift set.
    ///
    /// TextUI only: the body of a generated `addTo…(_:)` on a relationship typed `Set<Member>`.
    public static func adding<Member: Hashable>(_ members: Any, to set: Set<Member>?) -> Set<Member> {
        (set ?? []).union(elements(of: members).compactMap { $0 as? Member })
    }

    /// `set` without `members`, for a relationship declared as a Swift set.
    ///
    /// TextUI only: the body of a generated `removeFrom…(_:)` on a relationship typed `Set<Member>`.
    public static func removing<Member: Hashable>(_ members: Any, from set: Set<Member>?) -> Set<Member> {
        (set ?? []).subtracting(elements(of: members).compactMap { $0 as? Member })
    }

    /// One object as itself; a set or array of them as its elements.
    private static func elements(of members: Any) -> [Any] {
        switch members {
        case let set as NSSet: set.allObjects
        case let set as NSOrderedSet: set.array
        default: KeyValueReading.elements(of: members) ?? [members]
        }
    }
}
