#if !canImport(UIKit)
import Foundation

/// A view's width or height as Auto Layout names it, which a wrapped view's `make` method pins
/// to a constant. TextUI solves no constraints: the constraint made is kept and changes nothing
/// drawn.
///
/// TextUI only: as AppKit's and UIKit's `class NSLayoutDimension : NSLayoutAnchor<NSLayoutDimension>`
/// (the generic anchor is left out).
@MainActor @preconcurrency
open class NSLayoutDimension: NSObject {
    /// A constraint holding this dimension at `c` points.
    ///
    /// TextUI only: as AppKit's `func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint`.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
}

extension NSLayoutConstraint {
    /// Turns `constraints` on; none is solved here.
    ///
    /// UIKit: class func activate(_ constraints: [NSLayoutConstraint])
    public class func activate(_ constraints: [NSLayoutConstraint]) {}
}
#endif
