/// Related controls side by side, as a toolbar's segmented group of buttons: in text, the
/// controls in one row, one space apart. A label, where given, is what a menu-style group
/// would show; the row of controls is drawn in every style.
///
/// ```swift
/// ControlGroup {
///     Button("Bold") {}
///     Button("Italic") {}
/// }.render()
/// ```
/// ```text
/// [ Bold ] [ Italic ]
/// ```
///
/// SwiftUI: struct ControlGroup<Content> where Content : View
public struct ControlGroup<Content: View>: View {
    let content: Content

    /// The controls `content` makes, side by side.
    ///
    /// SwiftUI: ControlGroup.init(content:)
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The controls `content` makes, with a label a menu-style group would show.
    ///
    /// SwiftUI: ControlGroup.init(content:label:)
    public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
        self.content = content()
    }

    /// The controls `content` makes, titled `titleKey` where a menu-style group shows it.
    ///
    /// SwiftUI: ControlGroup.init(_:content:) (LocalizedStringKey)
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The controls `content` makes, titled `titleKey` with a symbol where a menu-style group
    /// shows them.
    ///
    /// SwiftUI: ControlGroup.init(_:systemImage:content:) (LocalizedStringKey)
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// SwiftUI: ControlGroup.body
    public var body: some View {
        HStack(spacing: 1) { content }
    }
}

/// A way to draw a ``ControlGroup``; every style draws its controls in a row.
///
/// SwiftUI: protocol ControlGroupStyle
public protocol ControlGroupStyle {}

/// The platform's control group. In text, the controls in a row.
///
/// SwiftUI: struct AutomaticControlGroupStyle
public struct AutomaticControlGroupStyle: ControlGroupStyle, Sendable {
    /// SwiftUI: AutomaticControlGroupStyle.init()
    public init() {}
}

/// A navigation bar's control group. In text, the controls in a row.
///
/// SwiftUI: struct NavigationControlGroupStyle
public struct NavigationControlGroupStyle: ControlGroupStyle, Sendable {
    /// SwiftUI: NavigationControlGroupStyle.init()
    public init() {}
}

/// A control group shown as a menu. In text, the controls in a row.
///
/// SwiftUI: struct MenuControlGroupStyle
public struct MenuControlGroupStyle: ControlGroupStyle, Sendable {
    /// SwiftUI: MenuControlGroupStyle.init()
    public init() {}
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// SwiftUI: ControlGroupStyle.automatic
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// SwiftUI: ControlGroupStyle.navigation
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
    /// SwiftUI: ControlGroupStyle.menu
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

extension View {
    /// Sets how the control groups inside look; they draw their controls in a row in every
    /// style.
    ///
    /// SwiftUI: View.controlGroupStyle(_:)
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        self
    }
}
