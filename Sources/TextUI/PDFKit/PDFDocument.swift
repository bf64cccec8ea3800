#if !canImport(UIKit)
import Foundation

// PDFKit, which screens import beside SwiftUI to show a document in a `PDFView` wrapped by a
// representable. A preview's document is one the app built or was handed: its pages are kept
// with the text the app gave them, and a search walks that text.

/// A PDF document: its pages, in order, and a search over their text.
///
/// ```swift
/// let document = PDFDocument()
/// document.insert(PDFPage(), at: 0)
/// document.pageCount   // 1
/// ```
///
/// A document read from a URL or data has no pages in a preview (TextUI reads no PDF).
///
/// PDFKit: class PDFDocument : NSObject
open class PDFDocument: NSObject, @unchecked Sendable {
    private var pages: [PDFPage] = []

    /// PDFKit: weak var delegate: (any PDFDocumentDelegate)? { get set }
    open weak var delegate: (any PDFDocumentDelegate)?

    /// PDFKit: var documentURL: URL? { get }
    open private(set) var documentURL: URL?

    /// An empty document, to insert pages into.
    ///
    /// PDFKit: init()
    override public init() {
        super.init()
    }

    /// The document at `url`: a preview reads none, so it has no pages.
    ///
    /// PDFKit: init?(url: URL)
    public init?(url: URL) {
        self.documentURL = url
        super.init()
    }

    /// The document in `data`: a preview reads none, so it has no pages.
    ///
    /// PDFKit: init?(data: Data)
    public init?(data: Data) {
        super.init()
    }

    /// PDFKit: var pageCount: Int { get }
    open var pageCount: Int { pages.count }

    /// The page at `index`, or `nil` past the last.
    ///
    /// PDFKit: func page(at index: Int) -> PDFPage?
    open func page(at index: Int) -> PDFPage? {
        pages.indices.contains(index) ? pages[index] : nil
    }

    /// Where `page` is in the document, or `NSNotFound`.
    ///
    /// PDFKit: func index(for page: PDFPage) -> Int
    open func index(for page: PDFPage) -> Int {
        pages.firstIndex { $0 === page } ?? NSNotFound
    }

    /// PDFKit: func insert(_ page: PDFPage, at index: Int)
    open func insert(_ page: PDFPage, at index: Int) {
        pages.insert(page, at: min(max(index, 0), pages.count))
        page.document = self
    }

    /// PDFKit: func removePage(at index: Int)
    open func removePage(at index: Int) {
        guard pages.indices.contains(index) else { return }
        pages.remove(at: index).document = nil
    }

    /// The text of every page, one page after another.
    ///
    /// PDFKit: var string: String? { get }
    open var string: String? {
        pages.compactMap(\.string).joined(separator: "\n")
    }

    /// Every place `string` occurs in the pages' text, page by page.
    ///
    /// PDFKit: func findString(_ string: String, withOptions options: NSString.CompareOptions = []) -> [PDFSelection]
    open func findString(_ string: String, withOptions options: NSString.CompareOptions = []) -> [PDFSelection] {
        guard !string.isEmpty else { return [] }
        return pages.flatMap { page -> [PDFSelection] in
            let text = page.string ?? ""
            var found: [PDFSelection] = []
            var searchRange = text.startIndex..<text.endIndex
            while let range = text.range(of: string, options: options, range: searchRange) {
                found.append(PDFSelection(page: page, text: String(text[range])))
                searchRange = range.upperBound..<text.endIndex
            }
            return found
        }
    }

    /// Searches as ``findString(_:withOptions:)`` does, telling the delegate of each match and
    /// then that the search ended; a preview searches at once rather than on another thread.
    ///
    /// PDFKit: func beginFindString(_ string: String, withOptions options: NSString.CompareOptions = [])
    open func beginFindString(_ string: String, withOptions options: NSString.CompareOptions = []) {
        for selection in findString(string, withOptions: options) {
            delegate?.didMatchString(selection)
        }
        delegate?.documentDidEndDocumentFind(Notification(name: .PDFDocumentDidEndFind, object: self))
    }

    /// PDFKit: func cancelFindString()
    open func cancelFindString() {}
}

/// What a document tells as it searches.
///
/// PDFKit: protocol PDFDocumentDelegate : NSObjectProtocol
public protocol PDFDocumentDelegate: AnyObject {
    /// PDFKit: optional func didMatchString(_ instance: PDFSelection)
    func didMatchString(_ instance: PDFSelection)
    /// PDFKit: optional func documentDidEndDocumentFind(_ notification: Notification)
    func documentDidEndDocumentFind(_ notification: Notification)
}

extension PDFDocumentDelegate {
    /// PDFKit: optional func didMatchString(_ instance: PDFSelection)
    public func didMatchString(_ instance: PDFSelection) {}
    /// PDFKit: optional func documentDidEndDocumentFind(_ notification: Notification)
    public func documentDidEndDocumentFind(_ notification: Notification) {}
}

extension Notification.Name {
    /// PDFKit: static let PDFDocumentDidEndFind: NSNotification.Name
    public static let PDFDocumentDidEndFind = Notification.Name("PDFDidEndFind")
}
#endif
