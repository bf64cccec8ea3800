#if !canImport(UIKit)
import Foundation

/// UIKit's view, which a screen reaches through `import SwiftUI` on iOS to wrap a UIKit view in
/// a ``UIViewRepresentable``. TextUI draws no UIKit views: a view here is a type with the
/// properties a wrapper sets, which the representable names where it stands.
///
/// UIKit: @MainActor class UIView : UIResponder
@MainActor @preconcurrency
open class UIView: UIResponder {
    /// UIKit: var frame: CGRect { get set }
    open var frame: CGRect
    /// UIKit: var backgroundColor: UIColor? { get set }
    open var backgroundColor: UIColor?
    /// UIKit: var tintColor: UIColor! { get set }
    open var tintColor: UIColor!
    /// UIKit: var isHidden: Bool { get set }
    open var isHidden = false
    /// UIKit: var alpha: CGFloat { get set }
    open var alpha: CGFloat = 1
    /// UIKit: var tag: Int { get set }
    open var tag = 0
    /// UIKit: var subviews: [UIView] { get }
    open internal(set) var subviews: [UIView] = []
    /// UIKit: var superview: UIView? { get }
    open internal(set) weak var superview: UIView?
    /// The gesture recognizers attached to the view (they never fire in a preview).
    ///
    /// UIKit: var gestureRecognizers: [UIGestureRecognizer]? { get set }
    open var gestureRecognizers: [UIGestureRecognizer]?
    /// UIKit: var translatesAutoresizingMaskIntoConstraints: Bool { get set }
    open var translatesAutoresizingMaskIntoConstraints = true

    /// UIKit: init(frame: CGRect)
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// A view with no size yet.
    ///
    /// UIKit: init()
    override public convenience init() {
        self.init(frame: .zero)
    }
}
#endif
