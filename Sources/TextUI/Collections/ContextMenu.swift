/// A context menu's items held apart from the view they are attached to, so that a screen can
/// keep one menu in a property or switch it off by passing `nil` to ``View/contextMenu(_:)``.
/// As with ``View/contextMenu(menuItems:)``, the menu opens only on a long press: the view is
/// drawn as it is, and the items' labels are its actions in the transcript.
///
/// ```swift
/// Text("Build 25.4")
///     .contextMenu(ContextMenu {
///         Button("Copy", systemImage: "doc.on.doc") {}
///     })
///     .render(width: 12)
/// ```
/// ```text
/// Build 25.4
/// ```
///
/// SwiftUI: struct ContextMenu<MenuItems> where MenuItems : View
public struct ContextMenu<MenuItems: View> {
    let menuItems: MenuItems

    /// SwiftUI: init(@ContentBuilder menuItems: () -> MenuItems)
    public init(@ViewBuilder menuItems: () -> MenuItems) {
        self.menuItems = menuItems()
    }
}

extension View {
    /// This view with `contextMenu`'s items as its long-press actions, or with none when it is
    /// `nil`; drawn as it is.
    ///
    /// SwiftUI: func contextMenu<MenuItems>(_ contextMenu: ContextMenu<MenuItems>?) -> some View where MenuItems : View
    public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
        offeringActions(contextMenu?.menuItems)
    }
}
