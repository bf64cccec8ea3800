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
    ///
    /// SwiftUI: func alert<S, A, M, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, actions: (T) -> A, message: (T) -> M) -> some View where S : StringProtocol, A : View, M : View
    public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S,
        isPresented: Binding<Bool>,
        presenting data: T?,
        @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        let content = isPresented.wrappedValue ? data.map { (actions($0), message($0)) } : nil
        return presentingAlert(Text(String(title)), content)
    }

    /// An alert titled by a `Text`, made from `data`, with a message.
    ///
    /// SwiftUI: func alert<A, M, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, actions: (T) -> A, message: (T) -> M) -> some View where A : View, M : View
    public func alert<A: View, M: View, T>(
        _ title: Text,
        isPresented: Binding<Bool>,
        presenting data: T?,
        @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
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
    ///
    /// SwiftUI: func alert<S, A, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, actions: (T) -> A) -> some View where S : StringProtocol, A : View
    public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        let content = isPresented.wrappedValue ? data.map { (actions($0), EmptyView()) } : nil
        return presentingAlert(Text(String(title)), content)
    }

    /// An alert titled by a `Text`, made from `data`, with buttons but no message.
    ///
    /// SwiftUI: func alert<A, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, actions: (T) -> A) -> some View where A : View
    public func alert<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        let content = isPresented.wrappedValue ? data.map { (actions($0), EmptyView()) } : nil
        return presentingAlert(title, content)
    }
}
