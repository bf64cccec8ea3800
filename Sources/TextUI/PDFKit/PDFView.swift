#if !canImport(UIKit)
import Foundation

/// A PDF document in a screen, wrapped by a representable: drawn as its pages' text, page after
/// page with a rule between them (one page in a single-page mode), a page without text as the
/// line naming it.
///
/// ```swift
/// struct Reader: UIViewRepresentable {
///     let document: PDFDocument
///     func makeUIView(context: Context) -> PDFView { PDFView() }
///     func updateUIView(_ view: PDFView, context: Context) { view.document = document }
/// }
/// ```
///
/// With a document of two pages whose text is "Invoice" and "Total 12 €", `Reader` draws
/// `Invoice`, a rule, and `Total 12 €`. A view with no document, or a document with no pages,
/// is `⬚ PDFView`.
///
/// PDFKit: class PDFView : UIView
@MainActor @preconcurrency
open class PDFView: UIView {
    /// PDFKit: var document: PDFDocument? { get set }
    open var document: PDFDocument? {
        didSet { currentPage = document?.page(at: 0) }
    }
    /// PDFKit: var displayMode: PDFDisplayMode { get set }
    open var displayMode = PDFDisplayMode.singlePageContinuous
    /// PDFKit: var displayDirection: PDFDisplayDirection { get set }
    open var displayDirection = PDFDisplayDirection.vertical
    /// PDFKit: var displaysPageBreaks: Bool { get set }
    open var displaysPageBreaks = true
    /// PDFKit: var pageShadowsEnabled: Bool { get set }
    open var pageShadowsEnabled = true
    /// PDFKit: var autoScales: Bool { get set }
    open var autoScales = false
    /// PDFKit: var scaleFactor: CGFloat { get set }
    open var scaleFactor: CGFloat = 1
    /// PDFKit: var minScaleFactor: CGFloat { get set }
    open var minScaleFactor: CGFloat = 0.25
    /// PDFKit: var maxScaleFactor: CGFloat { get set }
    open var maxScaleFactor: CGFloat = 5
    /// PDFKit: var currentSelection: PDFSelection? { get set }
    open var currentSelection: PDFSelection?
    /// PDFKit: var highlightedSelections: [PDFSelection]? { get set }
    open var highlightedSelections: [PDFSelection]?
    /// PDFKit: var currentPage: PDFPage? { get }
    open private(set) var currentPage: PDFPage?

    /// The page under `point`: a preview lays out no pages, so the current page when `nearest`.
    ///
    /// PDFKit: func page(for point: CGPoint, nearest: Bool) -> PDFPage?
    open func page(for point: CGPoint, nearest: Bool) -> PDFPage? {
        nearest ? currentPage : nil
    }

    /// PDFKit: func go(to page: PDFPage)
    open func go(to page: PDFPage) {
        currentPage = page
    }

    /// PDFKit: func go(to rect: CGRect, on page: PDFPage)
    open func go(to rect: CGRect, on page: PDFPage) {
        currentPage = page
    }

    /// PDFKit: func go(to selection: PDFSelection)
    open func go(to selection: PDFSelection) {
        if let page = selection.pages.first { currentPage = page }
    }
}

extension PDFView: DrawnPlatformView {
    var drawing: AnyView {
        guard let document, document.pageCount > 0 else {
            return AnyView(PlatformViewPlaceholder.line(naming: "PDFView"))
        }
        let pages: [PDFPage] = displayMode == .singlePage || displayMode == .twoUp
            ? [currentPage ?? document.page(at: 0)].compactMap { $0 }
            : (0..<document.pageCount).compactMap { document.page(at: $0) }
        return AnyView(VStack(alignment: .leading, spacing: 0) {
            ForEach(Array(pages.enumerated()), id: \.offset) { index, page in
                if index > 0 { Divider() }
                if let text = page.string {
                    Text(verbatim: text)
                } else {
                    PlatformViewPlaceholder.line(naming: "PDFPage \(document.index(for: page) + 1)")
                }
            }
        })
    }
}

/// How a ``PDFView`` lays its pages out.
///
/// PDFKit: enum PDFDisplayMode
public enum PDFDisplayMode: Int, Sendable {
    /// PDFKit: case singlePage = 0
    case singlePage = 0
    /// PDFKit: case singlePageContinuous = 1
    case singlePageContinuous = 1
    /// PDFKit: case twoUp = 2
    case twoUp = 2
    /// PDFKit: case twoUpContinuous = 3
    case twoUpContinuous = 3
}

/// Which way a ``PDFView`` scrolls through pages.
///
/// PDFKit: enum PDFDisplayDirection
public enum PDFDisplayDirection: Int, Sendable {
    /// PDFKit: case vertical = 0
    case vertical = 0
    /// PDFKit: case horizontal = 1
    case horizontal = 1
}
#endif
