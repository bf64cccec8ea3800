#if !canImport(Darwin)
import Foundation

extension NSSortDescriptor {
    /// A sort descriptor named by its key, as fetch requests are built (`NSSortDescriptor(key:
    /// "id", ascending: false)`). Linux's Foundation cannot read a property by its name, so it
    /// marks this initializer unavailable; this one keeps the direction (`ascending`) and orders
    /// nothing by itself: a preview's fetch keeps the order objects were inserted in.
    ///
    /// TextUI only: Apple's Foundation has `init(key: String?, ascending: Bool)`; Linux's marks
    /// it unavailable, so without this a file that compiles for iOS would not compile here.
    public convenience init(key: String?, ascending: Bool) {
        self.init(keyPath: \UnreadSortKey.value, ascending: ascending)
    }
}

/// The key path a descriptor made from a key sorts by: a property no object has, since Linux
/// cannot find the one the key names.
private final class UnreadSortKey: NSObject {
    var value = 0
}
#endif
