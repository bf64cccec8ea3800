#if !canImport(UIKit)
import Foundation

/// The attributes UIKit adds to Foundation's attributed strings, which a screen that builds an
/// `NSAttributedString` for a `Text` names. Text has one font and no colour, so a string
/// carrying them draws its characters as any other does.
extension NSAttributedString.Key {
    /// The text's colour (a `UIColor`).
    ///
    /// UIKit: static let foregroundColor: NSAttributedString.Key
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The colour behind the text (a `UIColor`).
    ///
    /// UIKit: static let backgroundColor: NSAttributedString.Key
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The text's font (a `UIFont`).
    ///
    /// UIKit: static let font: NSAttributedString.Key
    public static let font = NSAttributedString.Key("NSFont")
}
#endif
