#if !canImport(UIKit)
/// UIKit's navigation bar, which a screen reaches through `import SwiftUI` on iOS to colour every
/// bar through its appearance proxy when it appears:
/// `UINavigationBar.appearance().barTintColor = .systemBackground`. The proxy keeps what is set
/// on it (a later read gets it back); text draws a bar's title and items, not its colours, so
/// the drawing is the same whatever they are.
///
/// ```swift
/// Text("Plans").onAppear { UINavigationBar.appearance().tintColor = .label }   // Plans
/// ```
///
/// UIKit: @MainActor class UINavigationBar : UIView
@MainActor @preconcurrency
open class UINavigationBar: UIView {
    /// The proxy every navigation bar takes its look from.
    private static let proxy = UINavigationBar()

    /// Creates a bar (one a screen makes itself; SwiftUI's are made for it).
    ///
    /// UIKit: init()
    public required init() {
        super.init(frame: .zero)
    }

    /// The proxy that sets the look of every navigation bar.
    ///
    /// UIKit: class func appearance() -> Self
    open class func appearance() -> Self {
        (proxy as? Self) ?? Self()
    }

    /// UIKit: var barTintColor: UIColor? { get set }
    open var barTintColor: UIColor?
    /// UIKit: var shadowImage: UIImage? { get set }
    open var shadowImage: UIImage?
    /// UIKit: var isTranslucent: Bool { get set }
    open var isTranslucent = true
    /// UIKit: var prefersLargeTitles: Bool { get set }
    open var prefersLargeTitles = false
}
#endif
