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
    /// How the view's content fills its bounds (an image view's image); a name drawn in text
    /// looks the same either way.
    ///
    /// UIKit: var contentMode: UIView.ContentMode { get set }
    open var contentMode: ContentMode = .scaleToFill
    /// UIKit: var clipsToBounds: Bool { get set }
    open var clipsToBounds = false
    /// Light or dark for this view and those inside it, whatever the system's; kept as set.
    ///
    /// UIKit: var overrideUserInterfaceStyle: UIUserInterfaceStyle { get set }
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    /// UIKit: var layoutMargins: UIEdgeInsets { get set }
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// The insets bars and the screen's edges take: none, as a drawing has neither.
    ///
    /// UIKit: var safeAreaInsets: UIEdgeInsets { get }
    open var safeAreaInsets: UIEdgeInsets { .zero }

    /// The class of the layer the view is made with: a plain ``CALayer`` unless a subclass
    /// names another (an ``AVPlayerLayer`` for a video).
    ///
    /// UIKit: class var layerClass: AnyClass { get }
    open class var layerClass: AnyClass { CALayer.self }

    /// The view's layer, of the class ``layerClass`` names, made once when first asked for; its
    /// corners, border and shadow are kept and are paint.
    ///
    /// UIKit: var layer: CALayer { get }
    public private(set) lazy var layer: CALayer = {
        let layerType = type(of: self).layerClass as? CALayer.Type ?? CALayer.self
        return layerType.init()
    }()

    /// The coordinator of the representable that made the view, kept as long as the view is, as
    /// SwiftUI keeps it: a data source or delegate is often the coordinator, held weakly.
    var representableCoordinator: Any?

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

    /// UIKit: func willMove(toWindow newWindow: UIWindow?)
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// UIKit: func didMoveToWindow()
    open func didMoveToWindow() {}
    /// UIKit: func willMove(toSuperview newSuperview: UIView?)
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// UIKit: func didMoveToSuperview()
    open func didMoveToSuperview() {}

    /// Lays out the subviews; a subclass overrides it to place its own layers and views. A
    /// preview lays out no UIKit views, so it is never called but by the app.
    ///
    /// UIKit: func layoutSubviews()
    open func layoutSubviews() {}

    /// Draws the view's own content in `rect`; a preview has no pixels, so it is never called.
    ///
    /// UIKit: func draw(_ rect: CGRect)
    open func draw(_ rect: CGRect) {}

    /// The deepest view under `point`: this one when the point is inside it. A preview sends no
    /// touches, so only an app asks.
    ///
    /// UIKit: func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView?
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        self.point(inside: point, with: event) ? self : nil
    }

    /// Whether `point`, in the view's own coordinates, is inside its bounds.
    ///
    /// UIKit: func point(inside point: CGPoint, with event: UIEvent?) -> Bool
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        CGRect(origin: .zero, size: frame.size).contains(point)
    }
}
#endif
