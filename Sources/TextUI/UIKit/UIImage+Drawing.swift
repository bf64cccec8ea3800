#if !canImport(UIKit)
import Foundation

// What a screen does to an image in code — tint it, size its symbol, draw it into an image
// renderer. An image here has no pixels: each gives back the same image (its name and size),
// and drawing draws nothing.

extension UIImage {
    /// This image tinted `color`; drawn in text, it looks the same.
    ///
    /// UIKit: func withTintColor(_ color: UIColor) -> UIImage
    public func withTintColor(_ color: UIColor) -> UIImage { self }

    /// UIKit: func withTintColor(_ color: UIColor, renderingMode: UIImage.RenderingMode) -> UIImage
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage { self }

    /// This symbol at another size or weight; drawn in text, it looks the same.
    ///
    /// UIKit: func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage?
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? { self }

    /// UIKit: func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage
    public func withConfiguration(_ configuration: Configuration) -> UIImage { self }

    /// Draws the image at `point` in the current image renderer: nothing is drawn.
    ///
    /// UIKit: func draw(at point: CGPoint)
    public func draw(at point: CGPoint) {}

    /// Draws the image into `rect`: nothing is drawn.
    ///
    /// UIKit: func draw(in rect: CGRect)
    public func draw(in rect: CGRect) {}

    /// A symbol's size, weight and scale; accepted and not used.
    ///
    /// UIKit: class UIImage.SymbolConfiguration : UIImage.Configuration
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// UIKit: convenience init(pointSize: CGFloat)
        public init(pointSize: CGFloat) { super.init() }
        /// UIKit: convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight)
        public init(pointSize: CGFloat, weight: SymbolWeight) { super.init() }
        /// UIKit: convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale)
        public init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) { super.init() }
        /// UIKit: convenience init(weight: UIImage.SymbolWeight)
        public init(weight: SymbolWeight) { super.init() }
        /// UIKit: convenience init(scale: UIImage.SymbolScale)
        public init(scale: SymbolScale) { super.init() }
        /// UIKit: convenience init(font: UIFont)
        public init(font: UIFont) { super.init() }
    }

    /// How heavy a symbol's strokes are.
    ///
    /// UIKit: enum UIImage.SymbolWeight
    public enum SymbolWeight: Int, Sendable {
        /// UIKit: case unspecified = 0
        case unspecified = 0
        /// UIKit: case ultraLight = 1
        case ultraLight = 1
        /// UIKit: case thin = 2
        case thin = 2
        /// UIKit: case light = 3
        case light = 3
        /// UIKit: case regular = 4
        case regular = 4
        /// UIKit: case medium = 5
        case medium = 5
        /// UIKit: case semibold = 6
        case semibold = 6
        /// UIKit: case bold = 7
        case bold = 7
        /// UIKit: case heavy = 8
        case heavy = 8
        /// UIKit: case black = 9
        case black = 9
    }

    /// How big a symbol is beside its text.
    ///
    /// UIKit: enum UIImage.SymbolScale
    public enum SymbolScale: Int, Sendable {
        /// UIKit: case `default` = -1
        case `default` = -1
        /// UIKit: case unspecified = 0
        case unspecified = 0
        /// UIKit: case small = 1
        case small = 1
        /// UIKit: case medium = 2
        case medium = 2
        /// UIKit: case large = 3
        case large = 3
    }
}
#endif
