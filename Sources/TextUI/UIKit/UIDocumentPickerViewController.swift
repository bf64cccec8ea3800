#if !canImport(UIKit)
import Foundation

/// UIKit's document picker, which a representable presents to open or export files (what
/// `fileImporter` shows). A representable that returns one draws its line,
/// `⬚ UIDocumentPickerViewController`, as the system picker stands in a preview; nothing is
/// picked, so its delegate hears neither a choice nor a cancel.
///
/// ```swift
/// let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf], asCopy: true)
/// picker.delegate = context.coordinator   // never called in a preview
/// ```
///
/// UIKit: @MainActor class UIDocumentPickerViewController : UIViewController
@MainActor @preconcurrency
open class UIDocumentPickerViewController: UIViewController {
    /// The kinds of documents the picker offers to open: none when it exports.
    let contentTypes: [UTType]
    /// The documents the picker exports: none when it opens.
    let exportedURLs: [URL]
    /// Whether the app gets a copy rather than the document itself.
    let asCopy: Bool

    /// UIKit: weak var delegate: (any UIDocumentPickerDelegate)? { get set }
    open weak var delegate: (any UIDocumentPickerDelegate)?
    /// UIKit: var allowsMultipleSelection: Bool { get set }
    open var allowsMultipleSelection = false
    /// UIKit: var shouldShowFileExtensions: Bool { get set }
    open var shouldShowFileExtensions = false
    /// UIKit: var directoryURL: URL? { get set }
    open var directoryURL: URL?

    /// UIKit: init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool)
    public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool) {
        self.contentTypes = contentTypes
        exportedURLs = []
        self.asCopy = asCopy
        super.init(nibName: nil, bundle: nil)
    }

    /// UIKit: convenience init(forOpeningContentTypes contentTypes: [UTType])
    public convenience init(forOpeningContentTypes contentTypes: [UTType]) {
        self.init(forOpeningContentTypes: contentTypes, asCopy: false)
    }

    /// UIKit: init(forExporting urls: [URL], asCopy: Bool)
    public init(forExporting urls: [URL], asCopy: Bool) {
        contentTypes = []
        exportedURLs = urls
        self.asCopy = asCopy
        super.init(nibName: nil, bundle: nil)
    }

    /// UIKit: convenience init(forExporting urls: [URL])
    public convenience init(forExporting urls: [URL]) {
        self.init(forExporting: urls, asCopy: false)
    }
}

/// What a document picker tells of the documents chosen; a preview chooses none.
///
/// UIKit: @MainActor protocol UIDocumentPickerDelegate : NSObjectProtocol
@MainActor @preconcurrency
public protocol UIDocumentPickerDelegate: AnyObject {
    /// UIKit: optional func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    /// UIKit: optional func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
}

extension UIDocumentPickerDelegate {
    /// UIKit: optional func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
    /// UIKit: optional func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
}
#endif
