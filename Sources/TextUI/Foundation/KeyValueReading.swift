import Foundation

/// Reads an object's properties by name, as key-value coding does on Apple platforms, for what
/// names a property by a string: a predicate's format (`"title CONTAINS %@"`) and a sort
/// descriptor's key (`NSSortDescriptor(key: "date", ascending: false)`). Linux's Foundation has
/// no key-value coding, so the names are looked up in a managed object's managed properties
/// (what the copy's accessors for `@NSManaged` store) and then in the object's stored properties
/// (`Mirror`), its superclasses' included; a ``ManagedProperty`` reads as its value.
///
/// ```swift
/// final class Note: NSObject { var title = "Milk"; var author: Person? }
/// KeyValueReading.value(atKeyPath: "title", of: Note())        // "Milk"
/// KeyValueReading.value(atKeyPath: "author.name", of: note)    // the author's name, or nil
/// KeyValueReading.value(atKeyPath: "tags.@count", of: note)    // how many tags
/// KeyValueReading.value(atKeyPath: "SELF", of: "a@b.c")         // the value itself
/// ```
///
/// A name no stored property has reads as `nil`: a computed property cannot be read this way.
enum KeyValueReading {
    /// The value at a dotted key path (`"author.name"`); through a collection (a to-many
    /// relationship) each element's value, as an array; `@count` counts a collection.
    static func value(atKeyPath path: String, of object: Any?) -> Any? {
        var current: Any? = object
        for key in path.split(separator: ".", omittingEmptySubsequences: false).map(String.init) {
            guard let value = current.flatMap(unwrapped) else { return nil }
            if key == "@count" {
                current = elements(of: value)?.count
            } else if key.uppercased() == "SELF" {
                current = value
            } else if let collection = elements(of: value) {
                current = collection.map { element in Self.value(forKey: key, of: element) as Any }
            } else {
                current = Self.value(forKey: key, of: value)
            }
        }
        return current.flatMap(unwrapped)
    }

    /// The stored property named `key` of `object` (or its property wrapper's value, stored as
    /// `_key`), looked up from the object's own class to its root.
    static func value(forKey key: String, of object: Any) -> Any? {
        if let managed = object as? NSManagedObject, let stored = managed.storedManagedValue(forKey: key) { return stored }
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                if child.label == key { return unwrapped(child.value) }
                if child.label == "_" + key {
                    if let stored = child.value as? any StoredPropertyValue { return stored.storedValue.flatMap(unwrapped) }
                    return unwrapped(child.value)
                }
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    /// `value` without its optional layers: `nil` when one of them is empty.
    static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.flatMap { unwrapped($0.value) }
    }

    /// The elements of an array, a set or an `NSSet`/`NSArray`; `nil` for any other value
    /// (a string is one value, not a collection of characters).
    static func elements(of value: Any) -> [Any]? {
        switch value {
        case is String: return nil
        case let set as NSSet: return set.allObjects
        case let array as NSArray: return array.map { $0 }
        default:
            let mirror = Mirror(reflecting: value)
            guard mirror.displayStyle == .collection || mirror.displayStyle == .set else { return nil }
            return mirror.children.map(\.value)
        }
    }
}

/// A property wrapper whose stored value key-value reading looks through (``ManagedProperty``).
protocol StoredPropertyValue {
    /// The value stored, `nil` when none was set.
    var storedValue: Any? { get }
}
