#if !canImport(Darwin)
import Foundation

/// Items joined as a sentence lists them: `["Ann", "Bo", "Cy"]` → `Ann, Bo, and Cy` (in English).
///
/// Linux's Foundation lacks this class, so a file that compiles for iOS would not compile here;
/// TextUI's stands in for it, with the words of Foundation's own list format style.
///
/// Foundation: class ListFormatter
open class ListFormatter: Formatter, @unchecked Sendable {
    /// How each item is written (nil: as `String(describing:)` writes it).
    ///
    /// Foundation: var itemFormatter: Formatter?
    open var itemFormatter: Formatter?
    /// Foundation: var locale: Locale!
    open var locale: Locale! = .current

    /// Foundation: init()
    public override init() { super.init() }

    /// Foundation: init?(coder: NSCoder)
    public required init?(coder: NSCoder) { nil }

    /// The strings joined in the current locale: `Ann, Bo, and Cy`.
    ///
    /// Foundation: class func localizedString(byJoining strings: [String]) -> String
    open class func localizedString(byJoining strings: [String]) -> String {
        strings.formatted(.list(type: .and).locale(.current))
    }

    /// The items, each written by ``itemFormatter``, joined.
    ///
    /// Foundation: func string(from items: [Any]) -> String?
    open func string(from items: [Any]) -> String? {
        let strings = items.map { item in itemFormatter?.string(for: item) ?? String(describing: item) }
        return strings.formatted(.list(type: .and).locale(locale ?? .current))
    }

    /// An array of items, joined; nil for anything else.
    ///
    /// Foundation: func string(for obj: Any?) -> String?
    open override func string(for obj: Any?) -> String? {
        guard let items = obj as? [Any] else { return nil }
        return string(from: items)
    }
}
#endif
