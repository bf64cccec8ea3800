import Foundation

extension UIColor {
    /// A colour from its components; like every colour it draws nothing (alpha 0 is clear).
    ///
    /// TextUI only: as UIKit's `UIColor.init(red:green:blue:alpha:)`.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(name: alpha > 0 ? "rgb" : "clear")
    }

    /// Writes the colour's hue, saturation, brightness and alpha where asked (`nil` skips
    /// one) and says whether it could. Colours draw nothing in text and keep no components, so
    /// every colour reads as an opaque black (all zero, alpha 1; a clear one alpha 0) — a
    /// screen that derives a tint from it gets a colour, as it would on a phone.
    ///
    /// UIKit: func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?, brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool
    @discardableResult
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        hue?.pointee = 0
        saturation?.pointee = 0
        brightness?.pointee = 0
        alpha?.pointee = name == "clear" ? 0 : 1
        return true
    }

    /// A colour that depends on the traits it is shown with: the one `dynamicProvider` gives
    /// for a light iPhone screen, as Xcode's canvas shows it by default.
    ///
    /// ```swift
    /// Color(uiColor: UIColor { $0.userInterfaceStyle == .dark ? .black : .white })
    /// ```
    ///
    /// TextUI only: as UIKit's `UIColor.init(dynamicProvider:)`.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        self = dynamicProvider(UITraitCollection(userInterfaceStyle: .light))
    }
}

/// The traits a colour or view is shown with; only the light or dark style is kept.
///
/// TextUI only: as UIKit's `UITraitCollection`, which a dynamic `UIColor` reads.
public final class UITraitCollection: Sendable {
    /// TextUI only: as UIKit's `UITraitCollection.userInterfaceStyle`.
    public let userInterfaceStyle: UIUserInterfaceStyle

    /// TextUI only: as UIKit's `UITraitCollection.init(userInterfaceStyle:)`.
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// The traits a render uses: a light screen.
    ///
    /// TextUI only: as UIKit's `UITraitCollection.current`.
    public static var current: UITraitCollection { UITraitCollection(userInterfaceStyle: .light) }
}

/// Light or dark.
///
/// TextUI only: as UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// TextUI only: as UIKit's `UIUserInterfaceStyle.unspecified`.
    case unspecified
    /// TextUI only: as UIKit's `UIUserInterfaceStyle.light`.
    case light
    /// TextUI only: as UIKit's `UIUserInterfaceStyle.dark`.
    case dark
}
