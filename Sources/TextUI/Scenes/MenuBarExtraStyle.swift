/// How a ``MenuBarExtra`` opens: as a menu or as a small window. Kept; nothing opens here.
///
/// ```swift
/// MenuBarExtra("Timer", systemImage: "timer") { TimerPanel() }
///     .menuBarExtraStyle(.window)
/// ```
///
/// SwiftUI: protocol MenuBarExtraStyle
public protocol MenuBarExtraStyle: Sendable {}

extension Scene {
    /// Opens the scene's menu-bar extra in `style`.
    ///
    /// SwiftUI: nonisolated func menuBarExtraStyle<S>(_ style: S) -> some Scene where S : MenuBarExtraStyle
    public func menuBarExtraStyle<S: MenuBarExtraStyle>(_ style: S) -> some Scene {
        ModifiedScene(base: self)
    }
}

/// The platform's way of opening a menu-bar extra.
///
/// SwiftUI: struct AutomaticMenuBarExtraStyle
public struct AutomaticMenuBarExtraStyle: MenuBarExtraStyle {
    /// The platform's way of opening a menu-bar extra.
    ///
    /// SwiftUI: init()
    nonisolated public init() {}
}

extension MenuBarExtraStyle where Self == AutomaticMenuBarExtraStyle {
    /// The platform's way of opening a menu-bar extra.
    ///
    /// SwiftUI: static var automatic: AutomaticMenuBarExtraStyle { get }
    public static var automatic: AutomaticMenuBarExtraStyle { AutomaticMenuBarExtraStyle() }
}

/// A menu-bar extra that opens as a menu.
///
/// SwiftUI: struct PullDownMenuBarExtraStyle
public struct PullDownMenuBarExtraStyle: MenuBarExtraStyle {
    /// A menu-bar extra that opens as a menu.
    ///
    /// SwiftUI: init()
    nonisolated public init() {}
}

extension MenuBarExtraStyle where Self == PullDownMenuBarExtraStyle {
    /// A menu-bar extra that opens as a menu.
    ///
    /// SwiftUI: static var menu: PullDownMenuBarExtraStyle { get }
    public static var menu: PullDownMenuBarExtraStyle { PullDownMenuBarExtraStyle() }
}

/// A menu-bar extra that opens as a small window.
///
/// SwiftUI: struct WindowMenuBarExtraStyle
public struct WindowMenuBarExtraStyle: MenuBarExtraStyle {
    /// A menu-bar extra that opens as a small window.
    ///
    /// SwiftUI: init()
    nonisolated public init() {}
}

extension MenuBarExtraStyle where Self == WindowMenuBarExtraStyle {
    /// A menu-bar extra that opens as a small window.
    ///
    /// SwiftUI: static var window: WindowMenuBarExtraStyle { get }
    public static var window: WindowMenuBarExtraStyle { WindowMenuBarExtraStyle() }
}
