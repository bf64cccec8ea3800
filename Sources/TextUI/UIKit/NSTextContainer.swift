#if !canImport(UIKit)
import Foundation

/// TextKit's region text is laid out in, which a representable sets up to find the character
/// under a tap (with ``NSLayoutManager`` and ``NSTextStorage``). It keeps what is set; a render
/// lays no text out through it.
///
/// UIKit: class NSTextContainer : NSObject
open class NSTextContainer: NSObject {
    /// The region's size; zero height or width is unlimited.
    ///
    /// UIKit: var size: CGSize
    open var size: CGSize
    /// The room left empty at each end of a line.
    ///
    /// UIKit: var lineFragmentPadding: CGFloat
    open var lineFragmentPadding: CGFloat = 5
    /// How a line too long for the region breaks.
    ///
    /// UIKit: var lineBreakMode: NSLineBreakMode
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// The most lines the region holds; 0 is no limit.
    ///
    /// UIKit: var maximumNumberOfLines: Int
    open var maximumNumberOfLines = 0
    /// The layout manager the container was added to.
    ///
    /// UIKit: weak var layoutManager: NSLayoutManager?
    open weak var layoutManager: NSLayoutManager?

    /// A region of `size`.
    ///
    /// UIKit: init(size: CGSize)
    public init(size: CGSize) {
        self.size = size
        super.init()
    }
}
#endif
