#if !canImport(UIKit)
import Foundation

// What a representable's `makeUIView` does to build a view of views: adding subviews (often a
// hosting controller's view, to put SwiftUI content inside a UIKit container), asking for
// layout and measuring. TextUI lays out no UIKit views: the tree is kept, so that hosted
// content can be found and drawn; layout requests are accepted and sizes are those of no view.

extension UIView {
    /// UIKit: class let noIntrinsicMetric: CGFloat
    public static let noIntrinsicMetric: CGFloat = -1

    /// UIKit: class let layoutFittingCompressedSize: CGSize
    public static let layoutFittingCompressedSize = CGSize.zero

    /// UIKit: class let layoutFittingExpandedSize: CGSize
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    /// The view's own coordinates: its frame's size at the origin.
    ///
    /// UIKit: var bounds: CGRect { get set }
    public var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }

    /// The size the view's content asks for; a view here has none.
    ///
    /// UIKit: var intrinsicContentSize: CGSize { get }
    public var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Puts `view` on top of this view's subviews, taking it from its old superview.
    ///
    /// UIKit: func addSubview(_ view: UIView)
    public func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// UIKit: func removeFromSuperview()
    public func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// UIKit: func setNeedsLayout()
    public func setNeedsLayout() {}

    /// UIKit: func layoutIfNeeded()
    public func layoutIfNeeded() {}

    /// UIKit: func invalidateIntrinsicContentSize()
    public func invalidateIntrinsicContentSize() {}

    /// The smallest size that fits `targetSize`; a view here measures nothing, so the frame's.
    ///
    /// UIKit: func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { frame.size }

    /// UIKit: func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority, verticalFittingPriority: UILayoutPriority) -> CGSize
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        frame.size
    }

    /// UIKit: var topAnchor: NSLayoutYAxisAnchor { get }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self) }
    /// UIKit: var bottomAnchor: NSLayoutYAxisAnchor { get }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self) }
    /// UIKit: var centerYAnchor: NSLayoutYAxisAnchor { get }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self) }
    /// UIKit: var leadingAnchor: NSLayoutXAxisAnchor { get }
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self) }
    /// UIKit: var trailingAnchor: NSLayoutXAxisAnchor { get }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self) }
    /// UIKit: var leftAnchor: NSLayoutXAxisAnchor { get }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self) }
    /// UIKit: var rightAnchor: NSLayoutXAxisAnchor { get }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self) }
    /// UIKit: var centerXAnchor: NSLayoutXAxisAnchor { get }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self) }
    /// UIKit: var widthAnchor: NSLayoutDimension { get }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self) }
    /// UIKit: var heightAnchor: NSLayoutDimension { get }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self) }
}
#endif
