#if !canImport(Darwin)
import Foundation

/// The kinds of result a checker looks for, as bits (`NSTextCheckingResult.CheckingType`'s raw
/// values), which Linux's Foundation does not name.
///
/// Foundation: typealias NSTextCheckingTypes = UInt64
public typealias NSTextCheckingTypes = UInt64

/// Finds links in text, as a screen does to colour and tap them (`NSDataDetector(types:
/// NSTextCheckingResult.CheckingType.link.rawValue)`), which Linux's Foundation lacks. A link is a
/// word that starts with a scheme and `://` (`https://example.org/a`) or with `www.` (read as
/// `http://www.…`); the punctuation that ends a sentence after it (`.`, `,`, `;`, `:`, `!`, `?`,
/// `)`) is not part of it. Dates, addresses and phone numbers are not looked for, so a detector of
/// those finds nothing.
///
/// ```swift
/// let detector = try NSDataDetector(types: NSTextCheckingResult.CheckingType.link.rawValue)
/// let text = "Notes at https://example.org/notes, thanks."
/// detector.matches(in: text, range: NSRange(location: 0, length: (text as NSString).length))
///     .map { $0.url }   // [https://example.org/notes]
/// ```
///
/// Foundation: class NSDataDetector : NSRegularExpression (here an `NSObject`: Linux's
/// `NSRegularExpression` cannot be subclassed)
open class NSDataDetector: NSObject, @unchecked Sendable {
    /// The kinds of result it looks for.
    ///
    /// Foundation: var checkingTypes: NSTextCheckingTypes { get }
    public let checkingTypes: NSTextCheckingTypes

    /// A detector of the kinds in `checkingTypes`.
    ///
    /// Foundation: init(types checkingTypes: NSTextCheckingTypes) throws
    public init(types checkingTypes: NSTextCheckingTypes) throws {
        self.checkingTypes = checkingTypes
        super.init()
    }

    /// The links in `range` of `string`, in order.
    ///
    /// Foundation: func matches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> [NSTextCheckingResult]
    open func matches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> [NSTextCheckingResult] {
        guard checkingTypes & Self.linkType != 0 else { return [] }
        let text = string as NSString
        let scanned = NSIntersectionRange(range, NSRange(location: 0, length: text.length))
        return Self.wordPattern.matches(in: string, range: scanned).compactMap { word in
            Self.link(in: text.substring(with: word.range), at: word.range.location)
        }
    }

    /// The first link in `range` of `string`.
    ///
    /// Foundation: func firstMatch(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> NSTextCheckingResult?
    open func firstMatch(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> NSTextCheckingResult? {
        matches(in: string, options: options, range: range).first
    }

    /// How many links `range` of `string` holds.
    ///
    /// Foundation: func numberOfMatches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> Int
    open func numberOfMatches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> Int {
        matches(in: string, options: options, range: range).count
    }

    /// `NSTextCheckingResult.CheckingType.link`'s bit (Linux deprecates the name).
    static let linkType: NSTextCheckingTypes = 1 << 5
    // A run of characters that are not white space.
    static let wordPattern = try! NSRegularExpression(pattern: "\\S+")
    static let trailingPunctuation = Set(".,;:!?)\"'")

    /// The link a word is, without the punctuation that ends it, or `nil`.
    static func link(in word: String, at location: Int) -> NSTextCheckingResult? {
        var text = Substring(word)
        while let last = text.last, trailingPunctuation.contains(last) { text = text.dropLast() }
        let lowered = text.lowercased()
        let spelled: String
        if let scheme = lowered.range(of: "://"), scheme.lowerBound > lowered.startIndex,
           lowered[..<scheme.lowerBound].allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }),
           scheme.upperBound < lowered.endIndex {
            spelled = String(text)
        } else if lowered.hasPrefix("www."), lowered.count > 4 {
            spelled = "http://" + text
        } else {
            return nil
        }
        guard let url = URL(string: spelled) else { return nil }
        let length = (String(text) as NSString).length
        return .linkCheckingResult(range: NSRange(location: location, length: length), url: url)
    }
}

extension NSTextCheckingResult {
    /// The link a detector found, or `nil` for another kind of result.
    ///
    /// Foundation: var url: URL? { get }
    public var url: URL? { (self as? LinkCheckingResult)?.link }

    /// A link found at `range`.
    ///
    /// Foundation: class func linkCheckingResult(range: NSRange, url: URL) -> NSTextCheckingResult
    public class func linkCheckingResult(range: NSRange, url: URL) -> NSTextCheckingResult {
        LinkCheckingResult(range: range, link: url)
    }
}

/// A found link: its range in the text, and where it goes.
final class LinkCheckingResult: NSTextCheckingResult {
    let foundRange: NSRange
    let link: URL

    init(range: NSRange, link: URL) {
        foundRange = range
        self.link = link
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    override var range: NSRange { foundRange }
    override var numberOfRanges: Int { 1 }
    override func range(at idx: Int) -> NSRange { idx == 0 ? foundRange : NSRange(location: NSNotFound, length: 0) }
    // `.link`, by its bit: Linux's Foundation deprecates the name.
    override var resultType: NSTextCheckingResult.CheckingType { .init(rawValue: NSDataDetector.linkType) }
}
#endif
