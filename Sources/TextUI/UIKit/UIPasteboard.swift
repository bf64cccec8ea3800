#if !canImport(UIKit)
/// UIKit's pasteboard, which a screen's copy button reaches through `import SwiftUI` on iOS
/// (`UIPasteboard.general.string = text`). Here it holds what was copied in memory, for the
/// process only: nothing leaves it, and a render never reads it.
///
/// UIKit: class UIPasteboard : NSObject
@MainActor
open class UIPasteboard: NSObject {
    /// The pasteboard copy and paste use.
    ///
    /// UIKit: class var general: UIPasteboard { get }
    public static let general = UIPasteboard()

    /// The text on the pasteboard, if any.
    ///
    /// UIKit: var string: String? { get set }
    open var string: String?

    /// The texts on the pasteboard.
    ///
    /// UIKit: var strings: [String]? { get set }
    open var strings: [String]? {
        get { string.map { [$0] } }
        set { string = newValue?.first }
    }

    /// The web address on the pasteboard, if any.
    ///
    /// UIKit: var url: URL? { get set }
    open var url: URL?

    /// Whether the pasteboard holds text.
    ///
    /// UIKit: var hasStrings: Bool { get }
    open var hasStrings: Bool { string != nil }

    override init() {
        super.init()
    }
}
#endif
