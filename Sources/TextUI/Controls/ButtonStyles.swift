/// The button style a view uses unless it sets one: brackets, except in a `List` or `Form`
/// row, where a button is a plain row, and in bars and alerts, where it is plain text.
///
/// SwiftUI: struct DefaultButtonStyle
public struct DefaultButtonStyle: PrimitiveButtonStyle, Sendable {
    /// SwiftUI: DefaultButtonStyle.init()
    public init() {}
    /// SwiftUI: DefaultButtonStyle.makeBody(configuration:)
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonBody(configuration: configuration, style: .automatic)
    }
}

/// The label alone, without brackets.
///
/// SwiftUI: struct PlainButtonStyle
public struct PlainButtonStyle: PrimitiveButtonStyle, Sendable {
    /// SwiftUI: PlainButtonStyle.init()
    public init() {}
    /// SwiftUI: PlainButtonStyle.makeBody(configuration:)
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonBody(configuration: configuration, style: .plain)
    }
}

/// The label alone (SwiftUI's borderless button shows its label in the tint, which text
/// cannot show).
///
/// SwiftUI: struct BorderlessButtonStyle
public struct BorderlessButtonStyle: PrimitiveButtonStyle, Sendable {
    /// SwiftUI: BorderlessButtonStyle.init()
    public init() {}
    /// SwiftUI: BorderlessButtonStyle.makeBody(configuration:)
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonBody(configuration: configuration, style: .plain)
    }
}

/// The label in brackets, in a `List` row too.
///
/// SwiftUI: struct BorderedButtonStyle
public struct BorderedButtonStyle: PrimitiveButtonStyle, Sendable {
    /// SwiftUI: BorderedButtonStyle.init()
    public init() {}
    /// SwiftUI: BorderedButtonStyle.makeBody(configuration:)
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonBody(configuration: configuration, style: .bordered)
    }
}

/// The label in double brackets, `[[ Pay ]]`: the filled, tinted button of the screen's main
/// action, in a `List` row too.
///
/// SwiftUI: struct BorderedProminentButtonStyle
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, Sendable {
    /// SwiftUI: BorderedProminentButtonStyle.init()
    public init() {}
    /// SwiftUI: BorderedProminentButtonStyle.makeBody(configuration:)
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonBody(configuration: configuration, style: .borderedProminent)
    }
}

/// A button that looks like a link: the label alone.
///
/// SwiftUI: struct LinkButtonStyle
public struct LinkButtonStyle: PrimitiveButtonStyle, Sendable {
    /// SwiftUI: LinkButtonStyle.init()
    public init() {}
    /// SwiftUI: LinkButtonStyle.makeBody(configuration:)
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonBody(configuration: configuration, style: .plain)
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// SwiftUI: PrimitiveButtonStyle.automatic
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// SwiftUI: PrimitiveButtonStyle.plain
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// SwiftUI: PrimitiveButtonStyle.borderless
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// SwiftUI: PrimitiveButtonStyle.bordered
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// SwiftUI: PrimitiveButtonStyle.borderedProminent
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == LinkButtonStyle {
    /// SwiftUI: PrimitiveButtonStyle.link
    public static var link: LinkButtonStyle { LinkButtonStyle() }
}

/// A built-in style's body: the button's label drawn as that style draws it.
struct BuiltInButtonBody: View, PrimitiveView {
    let configuration: PrimitiveButtonStyleConfiguration
    let style: ResolvedButtonStyle

    var body: Never { fatalError("BuiltInButtonBody has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        ButtonNode.make(label: configuration.label, style: style, context: context)
    }
}
