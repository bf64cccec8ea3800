/// The shape of a bordered button's border. Text draws every bordered button in brackets, so
/// the shape is accepted and draws nothing.
///
/// ```swift
/// Button("フォロー") {}.buttonStyle(.bordered).buttonBorderShape(.capsule)
/// ```
/// ```text
/// [ フォロー ]
/// ```
/// SwiftUI: struct ButtonBorderShape
public struct ButtonBorderShape: Equatable, Sendable {
    private let name: String
    private let radius: CGFloat?

    /// SwiftUI: ButtonBorderShape.automatic
    public static let automatic = ButtonBorderShape(name: "automatic", radius: nil)
    /// SwiftUI: ButtonBorderShape.capsule
    public static let capsule = ButtonBorderShape(name: "capsule", radius: nil)
    /// SwiftUI: ButtonBorderShape.roundedRectangle
    public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle", radius: nil)
    /// SwiftUI: ButtonBorderShape.circle
    public static let circle = ButtonBorderShape(name: "circle", radius: nil)

    /// SwiftUI: ButtonBorderShape.roundedRectangle(radius:)
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(name: "roundedRectangle", radius: radius)
    }
}

extension View {
    /// Sets the border shape of this view's bordered buttons. Draws nothing.
    ///
    /// SwiftUI: View.buttonBorderShape(_:)
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { self }

    /// Shows or hides the `⌄` after this view's menus.
    ///
    /// ```swift
    /// Menu("共有") { Button("コピー") {} }.menuIndicator(.hidden)
    /// ```
    /// ```text
    /// [ 共有 ]
    /// ```
    /// SwiftUI: View.menuIndicator(_:)
    public func menuIndicator(_ visibility: Visibility) -> some View {
        EnvironmentModifiedView(self) { $0.controls.hidesMenuIndicator = visibility == .hidden }
    }
}
