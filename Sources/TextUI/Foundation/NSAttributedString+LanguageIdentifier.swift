#if !canImport(Darwin)
import Foundation

extension NSAttributedString.Key {
    /// The language a run of text is in (an ISO 639 code), which a language picker sets on
    /// each language's name. Linux's Foundation lacks the key; text in TextUI reads the same in
    /// any language, so it changes nothing drawn.
    ///
    /// Foundation: static let languageIdentifier: NSAttributedString.Key
    public static let languageIdentifier = NSAttributedString.Key("NSLanguage")
}
#endif
