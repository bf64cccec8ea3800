#if !canImport(UIKit)
import Foundation

/// TextKit's text: an attributed string that the layout managers added to it lay out.
///
/// UIKit: class NSTextStorage : NSMutableAttributedString
open class NSTextStorage: NSMutableAttributedString {
    private var managers: [NSLayoutManager] = []

    /// The layout managers that lay this text out, in the order they were added.
    ///
    /// UIKit: var layoutManagers: [NSLayoutManager] { get }
    open var layoutManagers: [NSLayoutManager] { managers }

    /// Lays this text out with `aLayoutManager` too.
    ///
    /// UIKit: func addLayoutManager(_ aLayoutManager: NSLayoutManager)
    open func addLayoutManager(_ aLayoutManager: NSLayoutManager) {
        managers.append(aLayoutManager)
        aLayoutManager.textStorage = self
    }

    /// UIKit: func removeLayoutManager(_ aLayoutManager: NSLayoutManager)
    open func removeLayoutManager(_ aLayoutManager: NSLayoutManager) {
        managers.removeAll { $0 === aLayoutManager }
        if aLayoutManager.textStorage === self { aLayoutManager.textStorage = nil }
    }
}
#endif
