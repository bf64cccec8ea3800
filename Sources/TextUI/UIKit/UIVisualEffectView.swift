#if !canImport(UIKit)
/// A blur or vibrancy effect a ``UIVisualEffectView`` shows.
///
/// UIKit: @MainActor class UIVisualEffect : NSObject
@MainActor @preconcurrency
open class UIVisualEffect: NSObject {}

/// A blur of what is behind the view; text has no translucency, so it draws as empty room.
///
/// UIKit: @MainActor class UIBlurEffect : UIVisualEffect
@MainActor @preconcurrency
open class UIBlurEffect: UIVisualEffect {
    /// UIKit: init(style: UIBlurEffect.Style)
    public init(style: Style) {}

    /// The blur's material.
    ///
    /// UIKit: enum UIBlurEffect.Style
    public enum Style: Int, Sendable {
        /// UIKit: case extraLight
        case extraLight
        /// UIKit: case light
        case light
        /// UIKit: case dark
        case dark
        /// UIKit: case regular
        case regular
        /// UIKit: case prominent
        case prominent
        /// UIKit: case systemUltraThinMaterial
        case systemUltraThinMaterial
        /// UIKit: case systemThinMaterial
        case systemThinMaterial
        /// UIKit: case systemMaterial
        case systemMaterial
        /// UIKit: case systemThickMaterial
        case systemThickMaterial
        /// UIKit: case systemChromeMaterial
        case systemChromeMaterial
        /// UIKit: case systemUltraThinMaterialLight
        case systemUltraThinMaterialLight
        /// UIKit: case systemUltraThinMaterialDark
        case systemUltraThinMaterialDark
        /// UIKit: case systemThinMaterialDark
        case systemThinMaterialDark
        /// UIKit: case systemMaterialDark
        case systemMaterialDark
    }
}

/// A view showing a blur behind its content, which screens wrap in a ``UIViewRepresentable``
/// as a backdrop: wrapped, it is paint, not content, and draws nothing.
///
/// UIKit: @MainActor class UIVisualEffectView : UIView
@MainActor @preconcurrency
open class UIVisualEffectView: UIView {
    /// UIKit: var effect: UIVisualEffect? { get set }
    open var effect: UIVisualEffect?

    /// UIKit: init(effect: UIVisualEffect?)
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
    }

    /// A view with no effect yet.
    ///
    /// UIKit: convenience init()
    public convenience init() {
        self.init(effect: nil)
    }
}
#endif
