#if !canImport(Darwin)
import Foundation

extension AttributedString {
    /// The characters of a Foundation attributed string, as a screen that builds its text with
    /// `NSMutableAttributedString` hands it to a `Text`. Text has one font and no colour, so
    /// the attributes (a UIKit colour, a font) are not carried over; every character is.
    ///
    /// TextUI only: Apple's Foundation has `AttributedString.init(_ nsStr: NSAttributedString)`;
    /// Linux's lacks it, so without this a file that compiles for iOS would not compile here.
    public init(_ nsStr: NSAttributedString) {
        self.init(nsStr.string)
    }
}
#endif
