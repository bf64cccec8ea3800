/// The Liquid Glass button of iOS 26: its label in brackets, as ``BorderedButtonStyle``
/// draws it (text has no glass to show).
///
/// ```swift
/// Button("Retry") {}.buttonStyle(.glass)
/// ```
/// ```text
/// [ Retry ]
/// ```
///
/// SwiftUI: struct GlassButtonStyle
public struct GlassButtonStyle: PrimitiveButtonStyle, Sendable {
    /// SwiftUI: GlassButtonStyle.init()
    public init() {}
    /// SwiftUI: GlassButtonStyle.makeBody(configuration:)
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonBody(configuration: configuration, style: .bordered)
    }
}

/// The prominent Liquid Glass button of iOS 26: its label in double brackets, as
/// ``BorderedProminentButtonStyle`` draws it.
///
/// SwiftUI: struct GlassProminentButtonStyle
public struct GlassProminentButtonStyle: PrimitiveButtonStyle, Sendable {
    /// SwiftUI: GlassProminentButtonStyle.init()
    public init() {}
    /// SwiftUI: GlassProminentButtonStyle.makeBody(configuration:)
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonBody(configuration: configuration, style: .borderedProminent)
    }
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    /// SwiftUI: static var glass: GlassButtonStyle { get }
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
}

extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    /// SwiftUI: static var glassProminent: GlassProminentButtonStyle { get }
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
