#if !canImport(Darwin)
import Foundation

extension NSMutableAttributedString {
    /// An empty attributed string to append to, as a screen that builds one piece by piece
    /// starts: `let text = NSMutableAttributedString()`.
    ///
    /// TextUI only: Apple's Foundation inherits `init()` from `NSObject`; Linux's lacks it, so
    /// without this a file that compiles for iOS would not compile here.
    public convenience init() {
        self.init(string: "")
    }
}
#endif
