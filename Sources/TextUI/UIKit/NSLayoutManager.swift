#if !canImport(UIKit)
import Foundation

/// TextKit's layout of a ``NSTextStorage`` in its ``NSTextContainer``s, which a representable
/// asks for the character under a tap. It lays text out as TextUI draws it: a cell a character
/// and a row a line, each line as wide as the container less its padding (an unlimited width
/// breaks only at new lines).
///
/// ```swift
/// let storage = NSTextStorage(string: "Read\nmore")
/// let layout = NSLayoutManager()
/// layout.addTextContainer(NSTextContainer(size: CGSize(width: 20, height: 0)))
/// storage.addLayoutManager(layout)
/// layout.characterIndex(for: CGPoint(x: 1, y: 1), in: layout.textContainers[0],
///                       fractionOfDistanceBetweenInsertionPoints: nil)   // 6, the "o" of "more"
/// ```
///
/// UIKit: class NSLayoutManager : NSObject
open class NSLayoutManager: NSObject {
    private var containers: [NSTextContainer] = []

    /// UIKit: override init()
    override public init() {
        super.init()
    }

    /// The text this manager lays out, set when it is added to a text storage.
    ///
    /// UIKit: unowned(unsafe) var textStorage: NSTextStorage?
    open weak var textStorage: NSTextStorage?

    /// The containers text is laid out in, in the order they were added.
    ///
    /// UIKit: var textContainers: [NSTextContainer] { get }
    open var textContainers: [NSTextContainer] { containers }

    /// Lays text out in `container` too.
    ///
    /// UIKit: func addTextContainer(_ container: NSTextContainer)
    open func addTextContainer(_ container: NSTextContainer) {
        containers.append(container)
        container.layoutManager = self
    }

    /// The index (in UTF-16 units) of the character under `point` in `container`: the last one
    /// of a row when the point is past its end, the last character when it is below the text, 0
    /// for no text. `partialFraction`, when given, is set to 0.
    ///
    /// UIKit: func characterIndex(for point: CGPoint, in container: NSTextContainer, fractionOfDistanceBetweenInsertionPoints partialFraction: UnsafeMutablePointer<CGFloat>?) -> Int
    open func characterIndex(
        for point: CGPoint, in container: NSTextContainer,
        fractionOfDistanceBetweenInsertionPoints partialFraction: UnsafeMutablePointer<CGFloat>?
    ) -> Int {
        partialFraction?.pointee = 0
        let rows = Self.rows(of: textStorage?.string ?? "", width: container.size.width - 2 * container.lineFragmentPadding)
        guard let last = rows.last else { return 0 }
        let row = max(0, Int(point.y.rounded(.down)))
        guard row < rows.count else { return last.upperBound - 1 }
        let line = rows[row]
        let column = max(0, Int(point.x.rounded(.down)))
        return min(line.lowerBound + column, max(line.lowerBound, line.upperBound - 1))
    }

    /// The UTF-16 ranges of the rows `text` takes, each row's new line included.
    static func rows(of text: String, width: CGFloat) -> [Range<Int>] {
        let units = Array(text.utf16)
        let limit = width >= 1 ? Int(width) : Int.max
        var rows: [Range<Int>] = []
        var start = 0
        for index in units.indices {
            let isNewLine = units[index] == 0x0A
            if isNewLine || index + 1 - start >= limit || index == units.count - 1 {
                rows.append(start..<index + 1)
                start = index + 1
            }
        }
        return rows
    }
}
#endif
