#if !canImport(UIKit)
import Foundation

/// UIKit's image view, which a representable returns to show a `UIImage` its own way (a
/// screenshot-safe image, an animated one). Made and updated as SwiftUI does when it appears, it
/// draws its image as `Image(uiImage:)` does — an asset as its name, a symbol as its glyph —
/// its highlighted image while highlighted, and nothing while it has none.
///
/// ```swift
/// struct Avatar: UIViewRepresentable {
///     func makeUIView(context: Context) -> UIImageView { UIImageView(image: UIImage(named: "avatar")) }
///     func updateUIView(_ view: UIImageView, context: Context) {}
/// }
/// ```
/// ```text
/// (avatar)
/// ```
///
/// UIKit: @MainActor class UIImageView : UIView
@MainActor @preconcurrency
open class UIImageView: UIView, DrawnPlatformView {
    /// UIKit: var image: UIImage? { get set }
    open var image: UIImage?
    /// UIKit: var highlightedImage: UIImage? { get set }
    open var highlightedImage: UIImage?
    /// UIKit: var isHighlighted: Bool { get set }
    open var isHighlighted = false
    /// The frames of an animation; while it runs without an ``image``, the first is shown.
    ///
    /// UIKit: var animationImages: [UIImage]? { get set }
    open var animationImages: [UIImage]?
    /// UIKit: var animationDuration: TimeInterval { get set }
    open var animationDuration: TimeInterval = 0
    /// UIKit: var animationRepeatCount: Int { get set }
    open var animationRepeatCount = 0
    /// UIKit: var isAnimating: Bool { get }
    open private(set) var isAnimating = false
    /// UIKit: var preferredSymbolConfiguration: UIImage.SymbolConfiguration? { get set }
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

    /// UIKit: init(frame: CGRect)
    override public init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// UIKit: init(image: UIImage?)
    public convenience init(image: UIImage?) {
        self.init(frame: .zero)
        self.image = image
    }

    /// UIKit: init(image: UIImage?, highlightedImage: UIImage?)
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// UIKit: func startAnimating()
    open func startAnimating() { isAnimating = true }

    /// UIKit: func stopAnimating()
    open func stopAnimating() { isAnimating = false }

    /// The image a phone shows now.
    var shownImage: UIImage? {
        if isHighlighted, let highlightedImage { return highlightedImage }
        return image ?? (isAnimating ? animationImages?.first : nil)
    }

    var drawing: AnyView {
        shownImage.map { AnyView(Image(uiImage: $0)) } ?? AnyView(EmptyView())
    }
}
#endif
