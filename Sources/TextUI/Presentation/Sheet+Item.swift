extension View {
    /// While `item` holds a value, draws a sheet over this view made from that value, as
    /// ``View/sheet(isPresented:content:)`` draws one; `nil` shows none.
    ///
    /// ```swift
    /// Text("ホーム\n━━━━━━━━━━━━━━\n本文\n本文")
    ///     .sheet(item: .constant(Optional(Order(id: 7)))) { order in Text("注文 \(order.id)") }
    ///     .render(width: 14)
    /// ```
    /// ```text
    /// ホーム
    /// ━━━━━━━━━━━━━━
    /// ╭────━━━─────╮
    /// │ 注文 7     │
    /// ```
    ///
    /// SwiftUI: func sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, content: @escaping (Item) -> Content) -> some View where Item : Identifiable, Content : View
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        presenting(sheet: item.wrappedValue.map(content))
    }
}
