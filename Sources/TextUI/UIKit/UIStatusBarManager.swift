#if !canImport(UIKit)
import Foundation

/// What a window scene tells of its status bar: shown, across the top of a phone's screen.
///
/// UIKit: @MainActor class UIStatusBarManager : NSObject
@MainActor @preconcurrency
open class UIStatusBarManager: NSObject {
    /// UIKit: var isStatusBarHidden: Bool { get }
    open var isStatusBarHidden: Bool { false }

    /// The bar's frame: the phone's width, 54 points high (an iPhone 16's).
    ///
    /// UIKit: var statusBarFrame: CGRect { get }
    open var statusBarFrame: CGRect { CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 54) }
}

extension UIView {
    /// The window the view is in: the first window among it and its superviews, or `nil` for a
    /// view no window holds (a representable's view, in a preview).
    ///
    /// UIKit: var window: UIWindow? { get }
    public var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }
}
#endif
