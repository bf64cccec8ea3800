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
    /// UIKit: var verticalScrollIndicatorInsets: UIEdgeInsets { get set }
    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
    /// UIKit: var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior { get set }
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    /// Whether a finger is on the content: never in a preview.
    ///
    /// UIKit: var isTracking: Bool { get }
    open var isTracking: Bool { false }
    /// Whether the content is being dragged: never in a preview.
    ///
    /// UIKit: var isDragging: Bool { get }
    open var isDragging: Bool { false }
    /// Whether the content still moves after a drag: never in a preview.
    ///
    /// UIKit: var isDecelerating: Bool { get }
    open var isDecelerating: Bool { false }

    /// Moves the content to `contentOffset` (at once: a preview does not animate).
    ///
    /// UIKit: func setContentOffset(_ contentOffset: CGPoint, animated: Bool)
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// How the safe area adds to the content inset.
    ///
    /// UIKit: enum UIScrollView.ContentInsetAdjustmentBehavior
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// UIKit: case automatic = 0
        case automatic = 0
        /// UIKit: case scrollableAxes = 1
        case scrollableAxes = 1
        /// UIKit: case never = 2
        case never = 2
        /// UIKit: case always = 3
        case always = 3
    }
}
#endif
