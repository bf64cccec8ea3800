/// A bar of the screen, for ``View/toolbar(_:for:)`` and the other modifiers that change
/// bars: the navigation bar, the bottom bar, the tab bar.
///
/// ```swift
/// Text("本文").navigationTitle("設定").toolbar(.hidden, for: .navigationBar).render(width: 12)
/// ```
/// ```text
///     本文
/// ```
///
/// SwiftUI: struct ToolbarPlacement
public struct ToolbarPlacement: Sendable {
    enum Bar: Sendable {
        case automatic, navigationBar, bottomBar, tabBar
    }

    let bar: Bar

    /// The main bar: the navigation bar on a phone.
    ///
    /// SwiftUI: static var automatic: ToolbarPlacement { get }
    public static var automatic: ToolbarPlacement { ToolbarPlacement(bar: .automatic) }

    /// The navigation bar at the top of a screen.
    ///
    /// SwiftUI: static var navigationBar: ToolbarPlacement { get }
    public static var navigationBar: ToolbarPlacement { ToolbarPlacement(bar: .navigationBar) }

    /// The bar under a screen's content.
    ///
    /// SwiftUI: static var bottomBar: ToolbarPlacement { get }
    public static var bottomBar: ToolbarPlacement { ToolbarPlacement(bar: .bottomBar) }

    /// The tab bar of the `TabView` around the screen.
    ///
    /// SwiftUI: static var tabBar: ToolbarPlacement { get }
    public static var tabBar: ToolbarPlacement { ToolbarPlacement(bar: .tabBar) }
}

/// What a toolbar is for, which on a phone changes only how a few items are arranged; TextUI
/// accepts it and draws the same.
///
/// SwiftUI: struct ToolbarRole
public struct ToolbarRole: Sendable {
    let name: String

    /// SwiftUI: static var automatic: ToolbarRole { get }
    public static var automatic: ToolbarRole { ToolbarRole(name: "automatic") }
    /// SwiftUI: static var navigationStack: ToolbarRole { get }
    public static var navigationStack: ToolbarRole { ToolbarRole(name: "navigationStack") }
    /// SwiftUI: static var browser: ToolbarRole { get }
    public static var browser: ToolbarRole { ToolbarRole(name: "browser") }
    /// SwiftUI: static var editor: ToolbarRole { get }
    public static var editor: ToolbarRole { ToolbarRole(name: "editor") }
}

/// How a toolbar's title is drawn (iOS 17's name for ``NavigationBarItem/TitleDisplayMode``):
/// `.large` on a row of its own, the others in the middle of the bar.
///
/// SwiftUI: struct ToolbarTitleDisplayMode
public struct ToolbarTitleDisplayMode: Sendable {
    let mode: NavigationBarItem.TitleDisplayMode

    /// SwiftUI: static var automatic: ToolbarTitleDisplayMode { get }
    public static var automatic: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(mode: .automatic) }
    /// SwiftUI: static var inline: ToolbarTitleDisplayMode { get }
    public static var inline: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(mode: .inline) }
    /// SwiftUI: static var inlineLarge: ToolbarTitleDisplayMode { get }
    public static var inlineLarge: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(mode: .inline) }
    /// SwiftUI: static var large: ToolbarTitleDisplayMode { get }
    public static var large: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(mode: .large) }
}
