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
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, @ViewBuilder content: (Item) -> Content
    ) -> ModifiedView<Self> {
        presenting(sheet: item.wrappedValue.map(content))
    }
}
