/// A shadow a shape style casts, drop or inner. Text has no shadows: a style with one paints
/// as the style alone.
///
/// ```swift
/// Text("Following").foregroundStyle(.primary.shadow(.inner(color: .gray, radius: 2)))
/// ```
/// ```text
/// Following
/// ```
///
/// SwiftUI: struct ShadowStyle
public struct ShadowStyle: Equatable, Sendable {
    let isInner: Bool

    /// SwiftUI: static func drop(color: Color = .init(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle
    public static func drop(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(isInner: false)
    }

    /// SwiftUI: static func inner(color: Color = .init(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle
    public static func inner(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(isInner: true)
    }
}

extension ShapeStyle {
    /// This style with a shadow; it paints as this style (a clear style stays clear).
    ///
    /// SwiftUI: func shadow(_ style: ShadowStyle) -> some ShapeStyle
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle {
        OpacityShapeStyle(isClear: isClearStyle)
    }
}
