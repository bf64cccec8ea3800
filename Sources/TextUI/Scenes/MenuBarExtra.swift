import Foundation

/// A Mac app's control in the system menu bar, with a menu or a small window under it. Its
/// content and label are built with the scene and drawn through their own previews.
///
/// ```swift
/// MenuBarExtra("Clipboard", systemImage: "doc.on.clipboard") {
///     HistoryMenu()
/// }
/// ```
///
/// SwiftUI: nonisolated struct MenuBarExtra<Label, Content> where Label : View, Content : View
public struct MenuBarExtra<Label: View, Content: View>: PrimitiveScene {
    /// What opens under the item.
    let content: Content
    /// What the menu bar shows.
    let label: Label

    /// An item labelled by `label`.
    ///
    /// SwiftUI: nonisolated init(@ContentBuilder content: () -> Content, @ContentBuilder label: () -> Label)
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// An item in the menu bar while `isInserted` is `true`.
    ///
    /// SwiftUI: nonisolated init(isInserted: Binding<Bool>, @ContentBuilder content: () -> Content, @ContentBuilder label: () -> Label)
    public init(isInserted: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(content: content, label: label)
    }
}

extension MenuBarExtra where Label == Text {
    /// An item labelled by a localized title.
    ///
    /// SwiftUI: nonisolated init(_ titleKey: LocalizedStringKey, @ContentBuilder content: () -> Content)
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// An item labelled by a title, not localized.
    ///
    /// SwiftUI: nonisolated init<S>(_ title: S, @ContentBuilder content: () -> Content) where S : StringProtocol
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// An item labelled by a localized title, in the menu bar while `isInserted` is `true`.
    ///
    /// SwiftUI: nonisolated init(_ titleKey: LocalizedStringKey, isInserted: Binding<Bool>, @ContentBuilder content: () -> Content)
    public init(_ titleKey: LocalizedStringKey, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// An item labelled by a title, not localized, in the menu bar while `isInserted` is `true`.
    ///
    /// SwiftUI: nonisolated init<S>(_ title: S, isInserted: Binding<Bool>, @ContentBuilder content: () -> Content) where S : StringProtocol
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension MenuBarExtra where Label == TextUI.Label<Text, Image> {
    /// An item labelled by an SF Symbol, its localized title read by VoiceOver.
    ///
    /// SwiftUI: nonisolated init(_ titleKey: LocalizedStringKey, systemImage: String, @ContentBuilder content: () -> Content)
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { TextUI.Label(titleKey, systemImage: systemImage) }
    }

    /// An item labelled by an SF Symbol, its title (not localized) read by VoiceOver.
    ///
    /// SwiftUI: nonisolated init<S>(_ title: S, systemImage: String, @ContentBuilder content: () -> Content) where S : StringProtocol
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { TextUI.Label(title, systemImage: systemImage) }
    }

    /// An item labelled by an SF Symbol, in the menu bar while `isInserted` is `true`.
    ///
    /// SwiftUI: nonisolated init(_ titleKey: LocalizedStringKey, systemImage: String, isInserted: Binding<Bool>, @ContentBuilder content: () -> Content)
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content) { TextUI.Label(titleKey, systemImage: systemImage) }
    }

    /// An item labelled by an SF Symbol (its title not localized), in the menu bar while
    /// `isInserted` is `true`.
    ///
    /// SwiftUI: nonisolated init<S>(_ title: S, systemImage: String, isInserted: Binding<Bool>, @ContentBuilder content: () -> Content) where S : StringProtocol
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content) { TextUI.Label(title, systemImage: systemImage) }
    }

    /// An item labelled by an asset image, in the menu bar while `isInserted` is `true`.
    ///
    /// SwiftUI: nonisolated init(_ titleKey: LocalizedStringKey, image: String, isInserted: Binding<Bool>, @ContentBuilder content: () -> Content)
    public init(_ titleKey: LocalizedStringKey, image: String, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content) { TextUI.Label(title: { Text(titleKey) }, icon: { Image(image) }) }
    }

    /// An item labelled by an asset image (its title not localized), in the menu bar while
    /// `isInserted` is `true`.
    ///
    /// SwiftUI: nonisolated init<S>(_ title: S, image: String, isInserted: Binding<Bool>, @ContentBuilder content: () -> Content) where S : StringProtocol
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content) { TextUI.Label(title: { Text(title) }, icon: { Image(image) }) }
    }
}
