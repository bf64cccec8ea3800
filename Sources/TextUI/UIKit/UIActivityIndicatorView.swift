#if !canImport(UIKit)
import Foundation

/// UIKit's spinner, which older screens wrap in a representable for a busy state. The
/// representable makes and updates it, as SwiftUI does when it appears; spinning, it draws as
/// ``ProgressView``'s spinner does, and stopped (hidden when stopped, as by default) it draws
/// nothing.
///
/// ```swift
/// struct Spinner: UIViewRepresentable {
///     func makeUIView(context: Context) -> UIActivityIndicatorView { UIActivityIndicatorView(style: .medium) }
///     func updateUIView(_ view: UIActivityIndicatorView, context: Context) { view.startAnimating() }
/// }
/// HStack { Spinner(); Text("Pairing…") }.render()
/// ```
/// ```text
/// ⟳ Pairing…
/// ```
///
/// UIKit: @MainActor class UIActivityIndicatorView : UIView
@MainActor @preconcurrency
open class UIActivityIndicatorView: UIView, DrawnPlatformView {
    /// How big the spinner is.
    ///
    /// UIKit: enum UIActivityIndicatorView.Style
    public enum Style: Int, Sendable {
        /// UIKit: case medium
        case medium = 100
        /// UIKit: case large
        case large = 101
        /// UIKit: case whiteLarge
        case whiteLarge = 0
        /// UIKit: case white
        case white = 1
        /// UIKit: case gray
        case gray = 2
    }

    /// UIKit: var style: UIActivityIndicatorView.Style { get set }
    open var style: Style
    /// UIKit: var color: UIColor! { get set }
    open var color: UIColor!
    /// UIKit: var hidesWhenStopped: Bool { get set }
    open var hidesWhenStopped = true
    /// UIKit: var isAnimating: Bool { get }
    open private(set) var isAnimating = false

    /// UIKit: init(style: UIActivityIndicatorView.Style)
    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
    }

    /// UIKit: func startAnimating()
    open func startAnimating() { isAnimating = true }

    /// UIKit: func stopAnimating()
    open func stopAnimating() { isAnimating = false }

    var drawing: AnyView {
        isAnimating || !hidesWhenStopped ? AnyView(ProgressView()) : AnyView(EmptyView())
    }
}
#endif
