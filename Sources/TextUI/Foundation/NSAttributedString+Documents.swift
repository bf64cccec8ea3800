#if !canImport(UIKit)
import Foundation

// What AppKit and UIKit add to Foundation's attributed strings for reading a document (a
// release note in HTML) and for links and shadows, which a Mac screen names when it turns
// HTML into a `Text`.

extension NSAttributedString.Key {
    /// A link's URL on a run of text.
    ///
    /// UIKit: static let link: NSAttributedString.Key
    public static let link = NSAttributedString.Key("NSLink")
    /// A shadow behind a run of text (text here has none).
    ///
    /// UIKit: static let shadow: NSAttributedString.Key
    public static let shadow = NSAttributedString.Key("NSShadow")
}

extension NSAttributedString {
    /// The kind of document the data is.
    ///
    /// UIKit: struct NSAttributedString.DocumentType
    public struct DocumentType: RawRepresentable, Hashable, Sendable {
        /// UIKit: init(rawValue: String)
        public init(rawValue: String) { self.rawValue = rawValue }
        /// UIKit: var rawValue: String
        public let rawValue: String
        /// UIKit: static let plain: NSAttributedString.DocumentType
        public static let plain = DocumentType(rawValue: "NSPlainText")
        /// UIKit: static let html: NSAttributedString.DocumentType
        public static let html = DocumentType(rawValue: "NSHTML")
        /// UIKit: static let rtf: NSAttributedString.DocumentType
        public static let rtf = DocumentType(rawValue: "NSRTF")
    }

    /// The options for reading a document.
    ///
    /// UIKit: struct NSAttributedString.DocumentReadingOptionKey
    public struct DocumentReadingOptionKey: RawRepresentable, Hashable, Sendable {
        /// UIKit: init(rawValue: String)
        public init(rawValue: String) { self.rawValue = rawValue }
        /// UIKit: var rawValue: String
        public let rawValue: String
        /// UIKit: static let documentType: NSAttributedString.DocumentReadingOptionKey
        public static let documentType = DocumentReadingOptionKey(rawValue: "DocumentType")
        /// UIKit: static let characterEncoding: NSAttributedString.DocumentReadingOptionKey
        public static let characterEncoding = DocumentReadingOptionKey(rawValue: "CharacterEncoding")
        /// UIKit: static let defaultAttributes: NSAttributedString.DocumentReadingOptionKey
        public static let defaultAttributes = DocumentReadingOptionKey(rawValue: "DefaultAttributes")
    }

    /// The text of a document in `data`: plain text as it is; HTML as a browser shows its text
    /// — tags gone, a paragraph, heading, list item or `<br>` ending a line, list items bulleted,
    /// runs of white space one space, the common entities decoded. Data that is not UTF-8 (or
    /// the encoding named) throws, as a document that cannot be read does.
    ///
    /// ```swift
    /// let notes = try NSAttributedString(data: Data("<p>Faster <b>sync</b></p><ul><li>Fixes</li></ul>".utf8),
    ///                                    options: [.documentType: NSAttributedString.DocumentType.html],
    ///                                    documentAttributes: nil)
    /// Text(AttributedString(notes))
    /// ```
    /// ```text
    /// Faster sync
    /// • Fixes
    /// ```
    ///
    /// UIKit: init(data: Data, options: [NSAttributedString.DocumentReadingOptionKey : Any] = [:], documentAttributes dict: AutoreleasingUnsafeMutablePointer<NSDictionary?>?) throws
    /// (Linux has no `AutoreleasingUnsafeMutablePointer`; `nil` is passed the same way.)
    public convenience init(data: Data, options: [DocumentReadingOptionKey: Any] = [:], documentAttributes dict: UnsafeMutablePointer<NSDictionary?>?) throws {
        let encoding = (options[.characterEncoding] as? UInt).map(String.Encoding.init(rawValue:)) ?? .utf8
        guard let source = String(data: data, encoding: encoding) else {
            throw CocoaError(.fileReadInapplicableStringEncoding)
        }
        let type = options[.documentType] as? DocumentType
        self.init(string: type == .html ? HTMLText.text(of: source) : source)
    }
}
#endif
