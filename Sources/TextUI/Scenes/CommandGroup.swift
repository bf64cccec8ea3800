import Foundation

/// Commands added to one of the standard menus, before or after its items or in their place
/// (`CommandGroup(replacing: .newItem) { }` takes "New" away). Its controls are built with the
/// scene and shown in no menu here.
///
/// ```swift
/// .commands {
///     CommandGroup(after: .newItem) {
///         Button("New from Clipboard") { }
///     }
/// }
/// ```
///
/// SwiftUI: nonisolated struct CommandGroup<Content> where Content : View
public struct CommandGroup<Content: View>: PrimitiveCommands {
    /// The controls the group adds.
    let content: Content

    /// Controls added at the start of `group`.
    ///
    /// SwiftUI: nonisolated init(before group: CommandGroupPlacement, @ContentBuilder addition: () -> Content)
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        content = addition()
    }

    /// Controls added at the end of `group`.
    ///
    /// SwiftUI: nonisolated init(after group: CommandGroupPlacement, @ContentBuilder addition: () -> Content)
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        content = addition()
    }

    /// Controls in place of `group`'s own; none takes the group away.
    ///
    /// SwiftUI: nonisolated init(replacing group: CommandGroupPlacement, @ContentBuilder addition: () -> Content)
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        content = addition()
    }
}

/// A menu of the app's own in the menu bar, after View.
///
/// ```swift
/// CommandMenu("Article") {
///     Button("Mark as Read") { }
/// }
/// ```
///
/// SwiftUI: nonisolated struct CommandMenu<Content> where Content : View
public struct CommandMenu<Content: View>: PrimitiveCommands {
    /// The menu's controls.
    let content: Content

    /// A menu named `name`.
    ///
    /// SwiftUI: nonisolated init(_ name: Text, @ContentBuilder content: () -> Content)
    public init(_ name: Text, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A menu with a localized name.
    ///
    /// SwiftUI: nonisolated init(_ nameKey: LocalizedStringKey, @ContentBuilder content: () -> Content)
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A menu with a name, not localized.
    ///
    /// SwiftUI: nonisolated init<S>(_ name: S, @ContentBuilder content: () -> Content) where S : StringProtocol
    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}
