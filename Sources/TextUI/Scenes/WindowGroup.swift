import Foundation

/// The app's main windows, each showing `content`: on an iPhone, the one screen the app fills.
/// SwiftUI builds the content when the scene is made (its closure does not escape), and so does
/// TextUI; it is drawn through the content view's own previews, never through the group.
///
/// ```swift
/// WindowGroup {
///     ContentView()
/// }
/// ```
///
/// SwiftUI: nonisolated struct WindowGroup<Content> where Content : View
public struct WindowGroup<Content: View>: PrimitiveScene {
    /// The view each window shows.
    let content: Content

    /// A window group showing `content`.
    ///
    /// SwiftUI: nonisolated init(@ContentBuilder content: () -> Content)
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A window group that `openWindow(id:)` can open.
    ///
    /// SwiftUI: nonisolated init(id: String, @ContentBuilder content: () -> Content)
    public init(id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A window group whose windows carry a title.
    ///
    /// SwiftUI: nonisolated init(_ title: Text, @ContentBuilder content: () -> Content)
    public init(_ title: Text, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A window group whose windows carry a localized title.
    ///
    /// SwiftUI: nonisolated init(_ titleKey: LocalizedStringKey, @ContentBuilder content: () -> Content)
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A window group whose windows carry a title, not localized.
    ///
    /// SwiftUI: nonisolated init<S>(_ title: S, @ContentBuilder content: () -> Content) where S : StringProtocol
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A titled window group that `openWindow(id:)` can open.
    ///
    /// SwiftUI: nonisolated init(_ titleKey: LocalizedStringKey, id: String, @ContentBuilder content: () -> Content)
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A titled window group, not localized, that `openWindow(id:)` can open.
    ///
    /// SwiftUI: nonisolated init<S>(_ title: S, id: String, @ContentBuilder content: () -> Content) where S : StringProtocol
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A window group whose windows each present a value, opened with `openWindow(value:)`.
    /// A preview opens none, so `content` is kept and never called.
    ///
    /// SwiftUI: nonisolated init<D, C>(for type: D.Type, @ContentBuilder content: @escaping (Binding<D?>) -> C) where Content == PresentedWindowContent<D, C>, D : Decodable, D : Encodable, D : Hashable, C : View
    public init<D, C>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C>, D: Decodable & Encodable & Hashable, C: View {
        self.content = PresentedWindowContent(content: content)
    }

    /// A window group with an identifier whose windows each present a value.
    ///
    /// SwiftUI: nonisolated init<D, C>(id: String, for type: D.Type, @ContentBuilder content: @escaping (Binding<D?>) -> C) where Content == PresentedWindowContent<D, C>, D : Decodable, D : Encodable, D : Hashable, C : View
    public init<D, C>(id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C>, D: Decodable & Encodable & Hashable, C: View {
        self.content = PresentedWindowContent(content: content)
    }
}

/// The content of a window that presents a value: the window group's closure, kept for the
/// value a window is opened with. No window is opened here, so it draws nothing.
///
/// ```swift
/// WindowGroup(for: Note.ID.self) { $noteID in
///     NoteView(id: noteID)
/// }
/// ```
///
/// SwiftUI: nonisolated struct PresentedWindowContent<Data, Content> where Data : Decodable, Data : Encodable, Data : Hashable, Content : View
public struct PresentedWindowContent<Data: Decodable & Encodable & Hashable, Content: View>: View {
    let content: (Binding<Data?>) -> Content

    init(content: @escaping (Binding<Data?>) -> Content) {
        self.content = content
    }

    /// TextUI only: a window opened for no value shows nothing.
    public var body: EmptyView { EmptyView() }
}
