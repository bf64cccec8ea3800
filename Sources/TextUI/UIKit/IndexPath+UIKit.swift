#if !canImport(UIKit)
import Foundation

// UIKit's names for an index path's two places, which a table's or a collection's data source
// reads (`indexPath.row`, `IndexPath(row: 0, section: 0)`). Linux's Foundation leaves them out.

extension IndexPath {
    /// UIKit: init(row: Int, section: Int)
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// UIKit: init(item: Int, section: Int)
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first index.
    ///
    /// UIKit: var section: Int { get set }
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row within the section: the second index.
    ///
    /// UIKit: var row: Int { get set }
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The item within the section: the second index.
    ///
    /// UIKit: var item: Int { get set }
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
#endif
