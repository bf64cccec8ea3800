extension View {
    /// The buttons a person reveals by swiping this row. Nothing is drawn for them (a row at rest
    /// shows none); a screen reader offers them as the row's actions.
    ///
    /// ```swift
    /// List {
    ///     Text("Lunch on Friday?")
    ///         .swipeActions(edge: .leading) { Button("Read") {} }
    ///         .swipeActions { Button("Delete", role: .destructive) {} }
    /// }.render(width: 22)
    /// ```
    /// ```text
    /// ╭────────────────────╮
    /// │ Lunch on Friday?   │
    /// ╰────────────────────╯
    /// ```
    /// Read as `Text: Lunch on Friday?` with `Actions: Delete, Read` under it.
    ///
    /// SwiftUI: func swipeActions<T>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, content: () -> T) -> some View where T : View
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View {
        offeringActions(content())
    }

    /// The menu a person opens by holding this view. Nothing is drawn for it; a screen reader
    /// offers its items as the view's actions.
    ///
    /// ```swift
    /// Text("Invoice #2291")
    ///     .contextMenu {
    ///         Button("Mark as read", systemImage: "envelope.open") {}
    ///         Button("Archive") {}
    ///     }
    ///     .render(width: 16)
    /// ```
    /// ```text
    /// Invoice #2291
    /// ```
    ///
    /// SwiftUI: func contextMenu<MenuItems>(menuItems: () -> MenuItems) -> some View where MenuItems : View
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        offeringActions(menuItems())
    }

    /// A context menu with a preview of what it acts on; the preview, shown only while the menu
    /// is open, is not drawn.
    ///
    /// SwiftUI: func contextMenu<M, P>(menuItems: () -> M, preview: () -> P) -> some View where M : View, P : View
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        offeringActions(menuItems())
    }

    /// Keeps `onDelete` from offering to delete this row.
    ///
    /// SwiftUI: func deleteDisabled(_ isDisabled: Bool) -> some View
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        ModifiedView(self) { content, context in
            let node = content.makeNode(context)
            return isDisabled ? RowActionsNode.disablingDelete(node) : node
        }
    }

    /// Accepted: whether a row can be moved shows only while a list is being edited. Draws this
    /// view as it is.
    ///
    /// SwiftUI: func moveDisabled(_ isDisabled: Bool) -> some View
    public func moveDisabled(_ isDisabled: Bool) -> some View {
        self
    }

    /// This view offering the labels of `menu`'s elements as actions.
    func offeringActions<Menu: View>(_ menu: Menu) -> ModifiedView<Self> {
        ModifiedView(self) { content, context in
            let names = AccessibilityTree.actionNames(of: menu.makeNode(context.presented.with(\.drawsPlainButtons, true)))
            return RowActionsNode.adding(names, to: content.makeNode(context))
        }
    }
}
