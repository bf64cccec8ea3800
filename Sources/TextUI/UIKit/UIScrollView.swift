#if !canImport(UIKit)
import Foundation

/// UIKit's scroll view, which screens reach as a web view's `scrollView` to set how it scrolls;
/// nothing of it is drawn.
///
/// UIKit: @MainActor class UIScrollView : UIView
@MainActor @preconcurrency
open class UIScrollView: UIView {
    /// UIKit: var isScrollEnabled: Bool { get set }
    open var isScrollEnabled = true
    /// UIKit: var bounces: Bool { get set }
    open var bounces = true
    /// UIKit: var showsVerticalScrollIndicator: Bool { get set }
    open var showsVerticalScrollIndicator = true
    /// UIKit: var showsHorizontalScrollIndicator: Bool { get set }
    open var showsHorizontalScrollIndicator = true
    /// UIKit: var contentOffset: CGPoint { get set }
    open var contentOffset = CGPoint.zero
    /// UIKit: var contentInset: UIEdgeInsets { get set }
    open var contentInset = UIEdgeInsets.zero
    /// UIKit: var contentSize: CGSize { get set }
    open var contentSize = CGSize.zero
    /// UIKit: var alwaysBounceVertical: Bool { get set }
    open var alwaysBounceVertical = false
}
#endif
