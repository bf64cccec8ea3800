#if !canImport(UIKit)
/// UIKit's colour, which SwiftUI screens reach through `import SwiftUI` on iOS
/// (`Color(.systemGroupedBackground)`, `Color(uiColor: .secondaryLabel)`). Like every colour
/// it draws nothing in text.
///
/// ```swift
/// Text("Settings").padding(8).background(Color(.secondarySystemBackground))
/// ```
/// ```text
///  Settings
/// ```
///
/// TextUI only: UIKit's `UIColor` does not exist on Linux; this stands in for its system
/// colours so a screen that names them compiles unchanged.
public struct UIColor: Hashable, Sendable {
    let name: String

    /// TextUI only: as UIKit's `UIColor.systemBackground`.
    public static let systemBackground = UIColor(name: "systemBackground")
    /// TextUI only: as UIKit's `UIColor.secondarySystemBackground`.
    public static let secondarySystemBackground = UIColor(name: "secondarySystemBackground")
    /// TextUI only: as UIKit's `UIColor.tertiarySystemBackground`.
    public static let tertiarySystemBackground = UIColor(name: "tertiarySystemBackground")
    /// TextUI only: as UIKit's `UIColor.systemGroupedBackground`.
    public static let systemGroupedBackground = UIColor(name: "systemGroupedBackground")
    /// TextUI only: as UIKit's `UIColor.secondarySystemGroupedBackground`.
    public static let secondarySystemGroupedBackground = UIColor(name: "secondarySystemGroupedBackground")
    /// TextUI only: as UIKit's `UIColor.tertiarySystemGroupedBackground`.
    public static let tertiarySystemGroupedBackground = UIColor(name: "tertiarySystemGroupedBackground")
    /// TextUI only: as UIKit's `UIColor.systemFill`.
    public static let systemFill = UIColor(name: "systemFill")
    /// TextUI only: as UIKit's `UIColor.secondarySystemFill`.
    public static let secondarySystemFill = UIColor(name: "secondarySystemFill")
    /// TextUI only: as UIKit's `UIColor.tertiarySystemFill`.
    public static let tertiarySystemFill = UIColor(name: "tertiarySystemFill")
    /// TextUI only: as UIKit's `UIColor.quaternarySystemFill`.
    public static let quaternarySystemFill = UIColor(name: "quaternarySystemFill")
    /// TextUI only: as UIKit's `UIColor.label`.
    public static let label = UIColor(name: "label")
    /// TextUI only: as UIKit's `UIColor.secondaryLabel`.
    public static let secondaryLabel = UIColor(name: "secondaryLabel")
    /// TextUI only: as UIKit's `UIColor.tertiaryLabel`.
    public static let tertiaryLabel = UIColor(name: "tertiaryLabel")
    /// TextUI only: as UIKit's `UIColor.placeholderText`.
    public static let placeholderText = UIColor(name: "placeholderText")
    /// TextUI only: as UIKit's `UIColor.separator`.
    public static let separator = UIColor(name: "separator")
    /// TextUI only: as UIKit's `UIColor.systemGray`.
    public static let systemGray = UIColor(name: "systemGray")
    /// TextUI only: as UIKit's `UIColor.systemGray2`.
    public static let systemGray2 = UIColor(name: "systemGray2")
    /// TextUI only: as UIKit's `UIColor.systemGray3`.
    public static let systemGray3 = UIColor(name: "systemGray3")
    /// TextUI only: as UIKit's `UIColor.systemGray4`.
    public static let systemGray4 = UIColor(name: "systemGray4")
    /// TextUI only: as UIKit's `UIColor.systemGray5`.
    public static let systemGray5 = UIColor(name: "systemGray5")
    /// TextUI only: as UIKit's `UIColor.systemGray6`.
    public static let systemGray6 = UIColor(name: "systemGray6")
    /// TextUI only: as UIKit's `UIColor.systemBlue`.
    public static let systemBlue = UIColor(name: "systemBlue")
    /// TextUI only: as UIKit's `UIColor.systemRed`.
    public static let systemRed = UIColor(name: "systemRed")
    /// TextUI only: as UIKit's `UIColor.systemGreen`.
    public static let systemGreen = UIColor(name: "systemGreen")
    /// TextUI only: as UIKit's `UIColor.systemOrange`.
    public static let systemOrange = UIColor(name: "systemOrange")
    /// TextUI only: as UIKit's `UIColor.systemYellow`.
    public static let systemYellow = UIColor(name: "systemYellow")
    /// TextUI only: as UIKit's `UIColor.red`.
    public static let red = UIColor(name: "red")
    /// TextUI only: as UIKit's `UIColor.blue`.
    public static let blue = UIColor(name: "blue")
    /// TextUI only: as UIKit's `UIColor.green`.
    public static let green = UIColor(name: "green")
    /// TextUI only: as UIKit's `UIColor.orange`.
    public static let orange = UIColor(name: "orange")
    /// TextUI only: as UIKit's `UIColor.yellow`.
    public static let yellow = UIColor(name: "yellow")
    /// TextUI only: as UIKit's `UIColor.purple`.
    public static let purple = UIColor(name: "purple")
    /// TextUI only: as UIKit's `UIColor.brown`.
    public static let brown = UIColor(name: "brown")
    /// TextUI only: as UIKit's `UIColor.cyan`.
    public static let cyan = UIColor(name: "cyan")
    /// TextUI only: as UIKit's `UIColor.magenta`.
    public static let magenta = UIColor(name: "magenta")
    /// TextUI only: as UIKit's `UIColor.gray`.
    public static let gray = UIColor(name: "gray")
    /// TextUI only: as UIKit's `UIColor.darkGray`.
    public static let darkGray = UIColor(name: "darkGray")
    /// TextUI only: as UIKit's `UIColor.lightGray`.
    public static let lightGray = UIColor(name: "lightGray")
    /// TextUI only: as UIKit's `UIColor.white`.
    public static let white = UIColor(name: "white")
    /// TextUI only: as UIKit's `UIColor.black`.
    public static let black = UIColor(name: "black")
    /// TextUI only: as UIKit's `UIColor.clear`.
    public static let clear = UIColor(name: "clear")

    /// Sets the colour later fills use; fills draw nothing in text.
    ///
    /// UIKit: func setFill()
    public func setFill() {}

    /// This colour at `alpha`: the same colour (colours draw nothing in text), or clear at 0.
    ///
    /// UIKit: func withAlphaComponent(_ alpha: CGFloat) -> UIColor
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        alpha > 0 ? self : .clear
    }
}

extension Color {
    /// A colour from a UIKit colour.
    ///
    /// SwiftUI: Color.init(_:)
    public init(_ color: UIColor) {
        self.init(name: color.name)
    }

    /// A colour from a UIKit colour.
    ///
    /// SwiftUI: Color.init(uiColor:)
    public init(uiColor: UIColor) {
        self.init(name: uiColor.name)
    }
}
#endif
