#if !canImport(Darwin)
import Foundation

extension NSSortDescriptor {
    /// A sort descriptor named by its key, as fetch requests are built (`NSSortDescriptor(key:
    /// "date", ascending: false)`). Linux's Foundation cannot read a property by its name, so
    /// TextUI reads it from the object's stored properties (a dotted key path too: `"author.name"`)
    /// and compares as Core Data does: numbers by value, strings by their characters, dates in
    /// time, an empty value first.
    ///
    /// TextUI only: Apple's Foundation has `init(key: String?, ascending: Bool)`; Linux's marks
    /// it unavailable, so without this a file that compiles for iOS would not compile here.
    public convenience init(key: String?, ascending: Bool) {
        // The identity key path hands the comparator the objects themselves.
        self.init(keyPath: \NSObject.self, ascending: ascending) { lhs, rhs in
            guard let key else { return .orderedSame }
            return ValueComparison.order(KeyValueReading.value(atKeyPath: key, of: lhs), KeyValueReading.value(atKeyPath: key, of: rhs))
        }
    }

    /// A sort descriptor on a key path whose value is not `Comparable` in Swift, as Core Data's
    /// optional attributes are (`\Item.timestamp`, a `Date?`): an empty value sorts first.
    ///
    /// ```swift
    /// @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \Item.timestamp, ascending: true)])
    /// private var items: FetchedResults<Item>
    /// ```
    ///
    /// TextUI only: Apple's Foundation has `convenience init<Root, Value>(keyPath: KeyPath<Root,
    /// Value>, ascending: Bool)` for any value; Linux's asks for a `Comparable` one, so without
    /// this a file that compiles for iOS would not compile here.
    public convenience init<Root, Value>(keyPath: KeyPath<Root, Value>, ascending: Bool) {
        self.init(keyPath: keyPath, ascending: ascending) { lhs, rhs in ValueComparison.order(lhs, rhs) }
    }
}
#endif
