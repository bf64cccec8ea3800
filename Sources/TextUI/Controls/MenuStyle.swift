/// How menus draw: `.automatic` as the view's buttons draw, `.button` in brackets everywhere,
/// `.borderlessButton` plain.
///
/// ```swift
/// Menu("共有") { Button("コピー") {} }.menuStyle(.borderlessButton).render()
/// ```
/// ```text
/// 共有 ⌄
/// ```
/// SwiftUI: protocol MenuStyle
public protocol MenuStyle {}

/// SwiftUI: struct DefaultMenuStyle
public struct DefaultMenuStyle: MenuStyle, Sendable {
    /// SwiftUI: DefaultMenuStyle.init()
    public init() {}
}

/// SwiftUI: struct ButtonMenuStyle
public struct ButtonMenuStyle: MenuStyle, Sendable {
    /// SwiftUI: ButtonMenuStyle.init()
    public init() {}
}

/// SwiftUI: struct BorderlessButtonMenuStyle
public struct BorderlessButtonMenuStyle: MenuStyle, Sendable {
    /// SwiftUI: BorderlessButtonMenuStyle.init()
    public init() {}
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// SwiftUI: MenuStyle.automatic
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// SwiftUI: MenuStyle.button
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// SwiftUI: MenuStyle.borderlessButton
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

extension View {
    /// Sets how the menus in this view draw (see ``MenuStyle``).
    ///
    /// SwiftUI: View.menuStyle(_:)
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        EnvironmentModifiedView(self) { $0.controls.menuStyle = MenuKind(style) }
    }
}

/// The built-in menu looks.
enum MenuKind {
    case automatic, button, borderless

    init<S: MenuStyle>(_ style: S) {
        switch S.self {
        case is ButtonMenuStyle.Type: self = .button
        case is BorderlessButtonMenuStyle.Type: self = .borderless
        default: self = .automatic
        }
    }
}
