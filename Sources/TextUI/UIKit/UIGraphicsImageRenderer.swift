#if !canImport(UIKit)
import Foundation

/// UIKit's image renderer, which a screen uses to draw an image in code (a tinted symbol, a
/// thumbnail). A preview has no pixels: the drawing closure runs once, as UIKit runs it, and
/// its image is an empty `UIImage` of the renderer's size, drawn by `Image(uiImage:)` as
/// `(image)`.
///
/// ```swift
/// let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
///     context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
/// }
/// image.size   // 20 × 20
/// ```
///
/// UIKit: class UIGraphicsImageRenderer : UIGraphicsRenderer
open class UIGraphicsImageRenderer: NSObject, @unchecked Sendable {
    /// The rectangle drawn into, in points.
    let bounds: CGRect
    /// UIKit: var format: UIGraphicsImageRendererFormat { get }
    public let format: UIGraphicsImageRendererFormat

    /// UIKit: convenience init(size: CGSize)
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
    }

    /// UIKit: convenience init(size: CGSize, format: UIGraphicsImageRendererFormat)
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// UIKit: convenience init(bounds: CGRect)
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    /// UIKit: init(bounds: CGRect, format: UIGraphicsImageRendererFormat)
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
        super.init()
    }

    /// Runs `actions` and returns the image: empty, of the renderer's size.
    ///
    /// UIKit: func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = UIGraphicsImageRendererContext(format: format, size: bounds.size)
        UIGraphicsImageRendererContext.drawing.append(context)
        defer { UIGraphicsImageRendererContext.drawing.removeLast() }
        actions(context)
        return context.currentImage
    }

    /// Runs `actions` and returns the image's PNG data: none, as there are no pixels.
    ///
    /// UIKit: func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        _ = image(actions: actions)
        return Data()
    }

    /// Runs `actions` and returns the image's JPEG data: none, as there are no pixels.
    ///
    /// UIKit: func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data
    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        pngData(actions: actions)
    }
}

/// How an image renderer's image is made: its scale and whether it is opaque, kept as set.
///
/// UIKit: class UIGraphicsImageRendererFormat : UIGraphicsRendererFormat
open class UIGraphicsImageRendererFormat: NSObject, @unchecked Sendable {
    /// UIKit: var scale: CGFloat { get set }
    open var scale: CGFloat = 3
    /// UIKit: var opaque: Bool { get set }
    open var opaque = false

    /// UIKit: init()
    override public init() {
        super.init()
    }

    /// A phone screen's format.
    ///
    /// UIKit: class func `default`() -> Self
    open class func `default`() -> UIGraphicsImageRendererFormat {
        UIGraphicsImageRendererFormat()
    }

    /// UIKit: class func preferred() -> Self
    open class func preferred() -> UIGraphicsImageRendererFormat {
        UIGraphicsImageRendererFormat()
    }
}

/// What an image renderer's drawing closure draws into: fills are accepted and draw nothing.
///
/// UIKit: class UIGraphicsImageRendererContext : UIGraphicsRendererContext
open class UIGraphicsImageRendererContext: NSObject, @unchecked Sendable {
    /// UIKit: var format: UIGraphicsImageRendererFormat { get }
    public let format: UIGraphicsImageRendererFormat
    /// The size being drawn.
    let size: CGSize
    /// The strings drawn so far (`"Total".draw(at:withAttributes:)`), in order.
    var drawnText: [String] = []
    /// The contexts whose closures are running, innermost last: where a string drawn now goes.
    nonisolated(unsafe) static var drawing: [UIGraphicsImageRendererContext] = []

    init(format: UIGraphicsImageRendererFormat, size: CGSize) {
        self.format = format
        self.size = size
        super.init()
    }

    /// The image drawn so far: no pixels, of the renderer's size, keeping the strings drawn.
    ///
    /// UIKit: var currentImage: UIImage { get }
    open var currentImage: UIImage {
        let image = UIImage(name: nil, isSymbol: false, size: size)
        image.drawnText = drawnText
        return image
    }

    #if !canImport(CoreGraphics)
    /// The CoreGraphics context the closure draws into: it accepts every call and draws nothing.
    ///
    /// UIKit: var cgContext: CGContext { get }
    public let cgContext = CGContext()
    #endif

    /// UIKit: func fill(_ rect: CGRect)
    open func fill(_ rect: CGRect) {}

    /// UIKit: func stroke(_ rect: CGRect)
    open func stroke(_ rect: CGRect) {}
}
#endif
