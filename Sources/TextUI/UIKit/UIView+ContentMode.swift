#if !canImport(UIKit)
extension UIView {
    /// How a view's content fills its bounds.
    ///
    /// UIKit: enum UIView.ContentMode
    public enum ContentMode: Int, Sendable {
        /// UIKit: case scaleToFill = 0
        case scaleToFill = 0
        /// UIKit: case scaleAspectFit = 1
        case scaleAspectFit = 1
        /// UIKit: case scaleAspectFill = 2
        case scaleAspectFill = 2
        /// UIKit: case redraw = 3
        case redraw = 3
        /// UIKit: case center = 4
        case center = 4
        /// UIKit: case top = 5
        case top = 5
        /// UIKit: case bottom = 6
        case bottom = 6
        /// UIKit: case left = 7
        case left = 7
        /// UIKit: case right = 8
        case right = 8
        /// UIKit: case topLeft = 9
        case topLeft = 9
        /// UIKit: case topRight = 10
        case topRight = 10
        /// UIKit: case bottomLeft = 11
        case bottomLeft = 11
        /// UIKit: case bottomRight = 12
        case bottomRight = 12
    }
}
#endif
