#if !canImport(UIKit)
import Foundation

/// A run of text on a page: what a search finds, and what a ``PDFView`` highlights.
///
/// PDFKit: class PDFSelection : NSObject, NSCopying
open class PDFSelection: NSObject, NSCopying, @unchecked Sendable {
    /// PDFKit: var pages: [PDFPage] { get }
    open private(set) var pages: [PDFPage]
    /// PDFKit: var string: String? { get }
    open private(set) var string: String?
    /// PDFKit: @NSCopying var color: UIColor? { get set }
    open var color: UIColor?

    /// An empty selection in `document`.
    ///
    /// PDFKit: init(document: PDFDocument)
    public init(document: PDFDocument) {
        self.pages = []
        super.init()
    }

    init(page: PDFPage, text: String) {
        self.pages = [page]
        self.string = text
        super.init()
    }

    /// A copy with the same pages, text and colour.
    ///
    /// Foundation: func copy(with zone: NSZone? = nil) -> Any
    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = PDFSelection(document: PDFDocument())
        copy.pages = pages
        copy.string = string
        copy.color = color
        return copy
    }

    /// Where the selection is on `page`: a preview lays out no text, so the page's top edge.
    ///
    /// PDFKit: func bounds(for page: PDFPage) -> CGRect
    open func bounds(for page: PDFPage) -> CGRect {
        pages.contains { $0 === page } ? CGRect(x: 0, y: 0, width: page.bounds(for: .mediaBox).width, height: 0) : .zero
    }

    /// The selection line by line.
    ///
    /// PDFKit: func selectionsByLine() -> [PDFSelection]
    open func selectionsByLine() -> [PDFSelection] {
        guard let page = pages.first, let string else { return [] }
        return string.split(separator: "\n").map { PDFSelection(page: page, text: String($0)) }
    }
}
#endif
