// How a Mac draws a scene's windows and their toolbars. A text drawing has no window frame, so a
// style is kept and changes nothing.

/// How a scene's windows are framed: with a title bar, without one, plain.
///
/// ```swift
/// WindowGroup { PlayerView() }
///     .windowStyle(.hiddenTitleBar)
/// ```
///
/// SwiftUI: protocol WindowStyle
public protocol WindowStyle: Sendable {}

/// How a scene's windows draw their toolbar: unified with the title bar, compact, expanded.
///
/// SwiftUI: protocol WindowToolbarStyle
public protocol WindowToolbarStyle: Sendable {}

extension Scene {
    /// Frames the scene's windows in `style`: no window is framed here.
    ///
    /// SwiftUI: nonisolated func windowStyle<S>(_ style: S) -> some Scene where S : WindowStyle
    public func windowStyle<S: WindowStyle>(_ style: S) -> some Scene { ModifiedScene(base: self) }

    /// Draws the scene's window toolbars in `style`: no toolbar is framed here.
    ///
    /// SwiftUI: nonisolated func windowToolbarStyle<S>(_ style: S) -> some Scene where S : WindowToolbarStyle
    public func windowToolbarStyle<S: WindowToolbarStyle>(_ style: S) -> some Scene {
        ModifiedScene(base: self)
    }
}

/// The platform's window frame.
///
/// SwiftUI: struct DefaultWindowStyle
public struct DefaultWindowStyle: WindowStyle {
    /// The platform's window frame.
    ///
    /// SwiftUI: init()
    nonisolated public init() {}
}

extension WindowStyle where Self == DefaultWindowStyle {
    /// The platform's window frame.
    ///
    /// SwiftUI: static var automatic: DefaultWindowStyle { get }
    public static var automatic: DefaultWindowStyle { DefaultWindowStyle() }
}

/// A window with no title and no title-bar backing.
///
/// SwiftUI: struct HiddenTitleBarWindowStyle
public struct HiddenTitleBarWindowStyle: WindowStyle {
    /// A window with no title and no title-bar backing.
    ///
    /// SwiftUI: init()
    nonisolated public init() {}
}

extension WindowStyle where Self == HiddenTitleBarWindowStyle {
    /// A window with no title and no title-bar backing.
    ///
    /// SwiftUI: static var hiddenTitleBar: HiddenTitleBarWindowStyle { get }
    public static var hiddenTitleBar: HiddenTitleBarWindowStyle { HiddenTitleBarWindowStyle() }
}

/// A window with its title in a title bar.
///
/// SwiftUI: struct TitleBarWindowStyle
public struct TitleBarWindowStyle: WindowStyle {
    /// A window with its title in a title bar.
    ///
    /// SwiftUI: init()
    nonisolated public init() {}
}

extension WindowStyle where Self == TitleBarWindowStyle {
    /// A window with its title in a title bar.
    ///
    /// SwiftUI: static var titleBar: TitleBarWindowStyle { get }
    public static var titleBar: TitleBarWindowStyle { TitleBarWindowStyle() }
}

/// A window with no frame around its content.
///
/// SwiftUI: struct PlainWindowStyle
public struct PlainWindowStyle: WindowStyle {
    /// A window with no frame around its content.
    ///
    /// SwiftUI: init()
    nonisolated public init() {}
}

extension WindowStyle where Self == PlainWindowStyle {
    /// A window with no frame around its content.
    ///
    /// SwiftUI: static var plain: PlainWindowStyle { get }
    public static var plain: PlainWindowStyle { PlainWindowStyle() }
}


/// The platform's toolbar.
///
/// SwiftUI: struct DefaultWindowToolbarStyle
public struct DefaultWindowToolbarStyle: WindowToolbarStyle {
    /// The platform's toolbar.
    ///
    /// SwiftUI: init()
    nonisolated public init() {}
}

extension WindowToolbarStyle where Self == DefaultWindowToolbarStyle {
    /// The platform's toolbar.
    ///
    /// SwiftUI: static var automatic: DefaultWindowToolbarStyle { get }
    public static var automatic: DefaultWindowToolbarStyle { DefaultWindowToolbarStyle() }
}

/// A toolbar sharing one bar with the title.
///
/// SwiftUI: struct UnifiedWindowToolbarStyle
public struct UnifiedWindowToolbarStyle: WindowToolbarStyle {
    /// A toolbar sharing one bar with the title.
    ///
    /// SwiftUI: init()
    nonisolated public init() {}
}

extension WindowToolbarStyle where Self == UnifiedWindowToolbarStyle {
    /// A toolbar sharing one bar with the title.
    ///
    /// SwiftUI: static var unified: UnifiedWindowToolbarStyle { get }
    public static var unified: UnifiedWindowToolbarStyle { UnifiedWindowToolbarStyle() }
}

/// A unified toolbar with less height.
///
/// SwiftUI: struct UnifiedCompactWindowToolbarStyle
public struct UnifiedCompactWindowToolbarStyle: WindowToolbarStyle {
    /// A unified toolbar with less height.
    ///
    /// SwiftUI: init()
    nonisolated public init() {}
}

extension WindowToolbarStyle where Self == UnifiedCompactWindowToolbarStyle {
    /// A unified toolbar with less height.
    ///
    /// SwiftUI: static var unifiedCompact: UnifiedCompactWindowToolbarStyle { get }
    public static var unifiedCompact: UnifiedCompactWindowToolbarStyle { UnifiedCompactWindowToolbarStyle() }
}

/// A toolbar under the title.
///
/// SwiftUI: struct ExpandedWindowToolbarStyle
public struct ExpandedWindowToolbarStyle: WindowToolbarStyle {
    /// A toolbar under the title.
    ///
    /// SwiftUI: init()
    nonisolated public init() {}
}

extension WindowToolbarStyle where Self == ExpandedWindowToolbarStyle {
    /// A toolbar under the title.
    ///
    /// SwiftUI: static var expanded: ExpandedWindowToolbarStyle { get }
    public static var expanded: ExpandedWindowToolbarStyle { ExpandedWindowToolbarStyle() }
}
