import Foundation

/// One window of its own (a Mac's "About" or "Keyboard Shortcuts" window), opened with
/// `openWindow(id:)`. Its content is built with the scene and drawn through its own previews.
///
/// ```swift
/// Window("Activity", id: "activity") {
///     ActivityView()
/// }
/// ```
///
/// SwiftUI: nonisolated struct Window<Content> where Content : View
public struct Window<Content: View>: PrimitiveScene {
    /// The view the window shows.
    let content: Content

    /// A window titled `title`.
    ///
    /// SwiftUI: nonisolated init(_ title: Text, id: String, @ContentBuilder content: () -> Content)
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A window with a localized title.
    ///
    /// SwiftUI: nonisolated init(_ titleKey: LocalizedStringKey, id: String, @ContentBuilder content: () -> Content)
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A window with a title, not localized.
    ///
    /// SwiftUI: nonisolated init<S>(_ title: S, id: String, @ContentBuilder content: () -> Content) where S : StringProtocol
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// A Mac app's settings window, opened from the app menu (⌘,). Its content is built with the
/// scene and drawn through its own previews.
///
/// ```swift
/// Settings {
///     SettingsView()
/// }
/// ```
///
/// SwiftUI: nonisolated struct Settings<Content> where Content : View
public struct Settings<Content: View>: PrimitiveScene {
    /// The view the settings window shows.
    let content: Content

    /// A settings window showing `content`.
    ///
    /// SwiftUI: nonisolated init(@ContentBuilder content: () -> Content)
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}
