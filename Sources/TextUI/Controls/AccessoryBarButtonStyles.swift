/// The style a Mac gives extra actions in an accessory toolbar (adding a filter, say): the
/// label alone, as ``BorderlessButtonStyle`` draws it.
///
/// SwiftUI: struct AccessoryBarActionButtonStyle
public struct AccessoryBarActionButtonStyle: PrimitiveButtonStyle, Sendable {
    /// SwiftUI: AccessoryBarActionButtonStyle.init()
    public init() {}
    /// SwiftUI: AccessoryBarActionButtonStyle.makeBody(configuration:)
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonBody(configuration: configuration, style: .plain)
    }
}

/// The style a Mac gives the buttons of an accessory toolbar (a scope bar) that narrow a
/// search: the label alone.
///
/// SwiftUI: struct AccessoryBarButtonStyle
public struct AccessoryBarButtonStyle: PrimitiveButtonStyle, Sendable {
    /// SwiftUI: AccessoryBarButtonStyle.init()
    public init() {}
    /// SwiftUI: AccessoryBarButtonStyle.makeBody(configuration:)
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonBody(configuration: configuration, style: .plain)
    }
}

extension PrimitiveButtonStyle where Self == AccessoryBarActionButtonStyle {
    /// SwiftUI: static var accessoryBarAction: AccessoryBarActionButtonStyle { get }
    public static var accessoryBarAction: AccessoryBarActionButtonStyle { AccessoryBarActionButtonStyle() }
}

extension PrimitiveButtonStyle where Self == AccessoryBarButtonStyle {
    /// SwiftUI: static var accessoryBar: AccessoryBarButtonStyle { get }
    public static var accessoryBar: AccessoryBarButtonStyle { AccessoryBarButtonStyle() }
}
