extension View {
    /// While `isPresented` is true, draws `content` in place of this view, covering the whole
    /// screen (as tall as the screen, or as its content when that is taller).
    ///
    /// ```swift
    /// Text("Home\nFeed")
    ///     .fullScreenCover(isPresented: .constant(true)) { Text("Welcome!\nSign in to start") }
    ///     .render(width: 12)
    /// ```
    /// ```text
    /// Welcome!
    /// Sign in to
    /// start
    /// ```
    /// `onDismiss` runs when the cover is dismissed, which a drawing never does.
    ///
    /// SwiftUI: func fullScreenCover<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, content: @escaping () -> Content) -> some View where Content : View
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        presenting(sheet: isPresented.wrappedValue ? content() : nil, coveringScreen: true)
    }

    /// While `item` holds a value, covers the screen with the view made from it.
    ///
    /// SwiftUI: func fullScreenCover<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, content: @escaping (Item) -> Content) -> some View where Item : Identifiable, Content : View
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        presenting(sheet: item.wrappedValue.map(content), coveringScreen: true)
    }

    /// While `isPresented` is true, shows `content` as a phone shows a popover: as a sheet (see
    /// ``View/sheet(isPresented:onDismiss:content:)``). The arrow edge draws nothing.
    ///
    /// ```swift
    /// Text("Title\n━━━━━━━━━━\nBody")
    ///     .popover(isPresented: .constant(true)) { Text("Tip") }
    ///     .render(width: 10)
    /// ```
    /// ```text
    /// Title
    /// ━━━━━━━━━━
    /// ╭──━━━───╮
    /// │ Tip    │
    /// ```
    ///
    /// SwiftUI: func popover<Content>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, content: @escaping () -> Content) -> some View where Content : View
    public func popover<Content: View>(
        isPresented: Binding<Bool>, arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        presenting(sheet: isPresented.wrappedValue ? content() : nil)
    }

    /// While `item` holds a value, shows the view made from it as a popover (a sheet on a phone).
    ///
    /// SwiftUI: func popover<Item, Content>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, content: @escaping (Item) -> Content) -> some View where Item : Identifiable, Content : View
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        presenting(sheet: item.wrappedValue.map(content))
    }
}
