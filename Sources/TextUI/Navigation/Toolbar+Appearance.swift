extension View {
    /// Accepted: whether a bar's background shows has no meaning in text (the iOS 18 name of
    /// ``toolbarBackground(_:for:)``). Draws this view as it is.
    ///
    /// SwiftUI: func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        self
    }

    /// Accepted: a bar's colour scheme has no meaning in text. Draws this view as it is.
    ///
    /// SwiftUI: func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        self
    }

    /// Removes an item the bar has by default: `.title` takes the title off the bar (a screen
    /// reader no longer reads it); `.sidebarToggle`, which TextUI does not draw, changes nothing.
    ///
    /// SwiftUI: func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View
    public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View {
        let removesTitle = defaultItemKind?.name == ToolbarDefaultItemKind.title.name
        return recordingNavigation { bar, _ in
            if removesTitle { bar.isTitleRemoved = true }
        }
    }

    /// A menu opened from the screen's title: the title shows "▾" after it (the menu's items
    /// show once a person opens it, which a drawing never does).
    ///
    /// ```swift
    /// NavigationStack {
    ///     Text("3 notes").navigationTitle("Notes").toolbarTitleMenu { Button("Rename") {} }
    /// }.render(width: 16)
    /// ```
    /// ```text
    ///     Notes ▾
    /// ━━━━━━━━━━━━━━━━
    ///     3 notes
    /// ```
    ///
    /// SwiftUI: func toolbarTitleMenu<C>(@ViewBuilder content: () -> C) -> some View where C : View
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
        recordingNavigation { bar, _ in bar.hasTitleMenu = true }
    }
}

/// A kind of item a container adds to the bar by default.
///
/// SwiftUI: struct ToolbarDefaultItemKind
public struct ToolbarDefaultItemKind: Sendable {
    let name: String

    /// SwiftUI: static let sidebarToggle: ToolbarDefaultItemKind
    public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
    /// SwiftUI: static let title: ToolbarDefaultItemKind
    public static let title = ToolbarDefaultItemKind(name: "title")
}

extension View {
    /// How big a sheet is on an iPad or a Mac; a phone's sheet spans the width, as TextUI
    /// draws every sheet. Draws this view as it is.
    ///
    /// SwiftUI: func presentationSizing(_ sizing: some PresentationSizing) -> some View
    public func presentationSizing(_ sizing: some PresentationSizing) -> some View {
        self
    }
}

/// How a presentation is sized on a large screen.
///
/// SwiftUI: protocol PresentationSizing
public protocol PresentationSizing: Sendable {}

/// The sizes SwiftUI offers for a presentation.
///
/// TextUI only: the one type behind `.automatic`, `.form`, `.page` and `.fitted`, which SwiftUI
/// gives as types of their own (`AutomaticPresentationSizing` …); a screen never names it.
public struct StandardPresentationSizing: PresentationSizing {
    let name: String

    /// The same sizing, fitted to its content along the axes asked.
    ///
    /// SwiftUI: func fitted(horizontal: Bool, vertical: Bool) -> some PresentationSizing
    public func fitted(horizontal: Bool, vertical: Bool) -> StandardPresentationSizing { self }

    /// The same sizing, growing but never shrinking along the axes asked.
    ///
    /// SwiftUI: func sticky(horizontal: Bool, vertical: Bool) -> some PresentationSizing
    public func sticky(horizontal: Bool, vertical: Bool) -> StandardPresentationSizing { self }
}

extension PresentationSizing where Self == StandardPresentationSizing {
    /// SwiftUI: static var automatic: AutomaticPresentationSizing { get }
    public static var automatic: StandardPresentationSizing { StandardPresentationSizing(name: "automatic") }
    /// SwiftUI: static var form: FormPresentationSizing { get }
    public static var form: StandardPresentationSizing { StandardPresentationSizing(name: "form") }
    /// SwiftUI: static var page: PagePresentationSizing { get }
    public static var page: StandardPresentationSizing { StandardPresentationSizing(name: "page") }
    /// SwiftUI: static var fitted: FittedPresentationSizing { get }
    public static var fitted: StandardPresentationSizing { StandardPresentationSizing(name: "fitted") }
}

extension View {
    /// Hides the phone's status bar; a text screen draws none, so this draws the view as it was.
    ///
    /// SwiftUI: View.statusBarHidden(_:)
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }

    /// Hides the home indicator and other system overlays; drawn as the view was.
    ///
    /// SwiftUI: View.persistentSystemOverlays(_:)
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
}
