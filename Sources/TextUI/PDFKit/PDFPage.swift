#if !canImport(UIKit)
import Foundation

/// One page of a ``PDFDocument``, with the text a search finds on it.
///
/// PDFKit: class PDFPage : NSObject
open class PDFPage: NSObject, @unchecked Sendable {
    /// The page's text: what the app drew into the image it was made from, else none.
    var text: String?

    /// PDFKit: weak var document: PDFDocument? { get }
    open internal(set) weak var document: PDFDocument?

    /// PDFKit: init()
    override public init() {
        super.init()
    }

    /// A page showing `image`; its text is the text drawn into the image, if an image renderer
    /// drew it.
    ///
    /// PDFKit: convenience init?(image: UIImage)
    public convenience init?(image: UIImage) {
        self.init()
        text = image.drawnText.isEmpty ? nil : image.drawnText.joined(separator: "\n")
    }

    /// PDFKit: var string: String? { get }
    open var string: String? { text }

    /// PDFKit: var label: String? { get }
    open var label: String? {
        document.map { String($0.index(for: self) + 1) }
    }

    /// A US Letter page, the size a page made with no other gets.
    ///
    /// PDFKit: func bounds(for box: PDFDisplayBox) -> CGRect
    open func bounds(for box: PDFDisplayBox) -> CGRect {
        CGRect(x: 0, y: 0, width: 612, height: 792)
    }
}

/// Which of a page's boxes to measure.
///
/// PDFKit: enum PDFDisplayBox
public enum PDFDisplayBox: Int, Sendable {
    /// PDFKit: case mediaBox = 0
    case mediaBox = 0
    /// PDFKit: case cropBox = 1
    case cropBox = 1
    /// PDFKit: case bleedBox = 2
    case bleedBox = 2
    /// PDFKit: case trimBox = 3
    case trimBox = 3
    /// PDFKit: case artBox = 4
    case artBox = 4
}
#endif
