extension View {
    /// While `isPresented` is true and `data` holds a value, draws an alert whose buttons and
    /// message are made from that value, as ``View/alert(_:isPresented:actions:message:)``
    /// draws one.
    ///
    /// ```swift
    /// Text("").alert("削除しますか？", isPresented: .constant(true), presenting: Optional("急須")) { _ in
    ///     Button("削除") {}
    /// } message: { name in
    ///     Text("「\(name)」を削除します")
    /// }.render(width: 30)
    /// ```
    /// ```text
    ///   ╭────────────────────────╮
    ///   │     削除しますか？     │
    ///   │  「急須」を削除します  │
    ///   ├────────────────────────┤
    ///   │          削除          │
    ///   ╰────────────────────────╯
    /// ```
    public func alert<T, Actions: View, Message: View>(
        _ title: String,
        isPresented: Binding<Bool>,
        presenting data: T?,
        @ViewBuilder actions: (T) -> Actions,
        @ViewBuilder message: (T) -> Message
    ) -> ModifiedView<Self> {
        let content = isPresented.wrappedValue ? data.map { (actions($0), message($0)) } : nil
        return presentingAlert(title, content)
    }

    /// An alert made from `data`, with buttons but no message.
    ///
    /// ```swift
    /// Text("").alert("保存しました", isPresented: .constant(true), presenting: Optional(3)) { count in
    ///     Button("\(count)件を開く") {}
    /// }.render(width: 20)
    /// ```
    /// ```text
    ///   ╭──────────────╮
    ///   │ 保存しました │
    ///   ├──────────────┤
    ///   │  3件を開く   │
    ///   ╰──────────────╯
    /// ```
    public func alert<T, Actions: View>(
        _ title: String, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> Actions
    ) -> ModifiedView<Self> {
        alert(title, isPresented: isPresented, presenting: data, actions: actions, message: { _ in EmptyView() })
    }
}
