#if !canImport(UIKit)
import Foundation

/// The reader's chosen text size, and the notice posted when it changes, which a screen
/// observes to lay its UIKit content out again. A preview reads at the default size and posts
/// no change.
///
/// UIKit: struct UIContentSizeCategory
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    /// UIKit: let rawValue: String
    public let rawValue: String
    /// UIKit: init(rawValue: String)
    public init(rawValue: String) { self.rawValue = rawValue }

    /// UIKit: static let large: UIContentSizeCategory
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// UIKit: static let didChangeNotification: NSNotification.Name
    public static let didChangeNotification = NSNotification.Name("UIContentSizeCategoryDidChangeNotification")
}
#endif
