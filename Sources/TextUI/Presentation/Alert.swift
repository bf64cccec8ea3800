extension View {
    /// While `isPresented` is true, draws an alert over this view: the title and message
    /// centered in a rounded box, the actions' buttons along its bottom ("OK" when there are
    /// none).
    ///
    /// ```swift
    /// Text(Array(repeating: "背景の画面背景の画面背景の画面", count: 7).joined(separator: "\n"))
    ///     .alert("エラー", isPresented: .constant(true)) {
    ///         Button("やめる") {}
    ///         Button("再試行") {}
    ///     } message: {
    ///         Text("通信できません")
    ///     }
    ///     .render(width: 30)
    /// ```
    /// ```text
    /// 背╭────────────────────────╮面
    /// 背│         エラー         │面
    /// 背│     通信できません     │面
    /// 背├────────────┬───────────┤面
    /// 背│   やめる   │  再試行   │面
    /// 背╰────────────┴───────────╯面
    /// 背景の画面背景の画面背景の画面
    /// ```
    /// Placement: the alert is centered over the screen as drawn, at most 36 columns wide and
    /// leaving two columns of screen showing each side when the width is 20 or more. It is
    /// centered over the screen's rows; a screen shorter than the alert grows to hold it (unless
    /// `render` was given a height, which always wins). Two or three buttons that fit sit side
    /// by side; otherwise each has its own row.
    ///
    /// SwiftUI: func alert<S, A, M>(_ title: S, isPresented: Binding<Bool>, actions: () -> A, message: () -> M) -> some View where S : StringProtocol, A : View, M : View
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S,
        isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        presentingAlert(Text(String(title)), isPresented.wrappedValue ? (actions(), message()) : nil)
    }

    /// An alert titled by a `Text`, with a message.
    ///
    /// SwiftUI: func alert<A, M>(_ title: Text, isPresented: Binding<Bool>, actions: () -> A, message: () -> M) -> some View where A : View, M : View
    public func alert<A: View, M: View>(
        _ title: Text,
        isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        presentingAlert(title, isPresented.wrappedValue ? (actions(), message()) : nil)
    }

    /// This view with an alert over it showing `content`'s buttons and message, or as it is
    /// when `content` is `nil`.
    func presentingAlert<Actions: View, Message: View>(
        _ title: Text, _ content: (actions: Actions, message: Message)?
    ) -> ModifiedView<Self> {
        ModifiedView(self) { view, context in
            let base = view.makeNode(context)
            guard let content else { return base }
            let inner = context.presented.with(\.textAlignment, .center).with(\.drawsPlainButtons, true)
            let buttons = content.actions.makeNodes(inner)
            return AlertNode(
                base: base,
                title: title.makeNode(inner),
                message: content.message.makeNode(inner),
                buttons: buttons.isEmpty ? [TextNode(SystemString.ok.text(in: inner.environment.locale), context: inner)] : buttons,
                style: context.style
            )
        }
    }

    /// An alert with a title and buttons but no message.
    ///
    /// ```swift
    /// Text("").alert("保存しました", isPresented: .constant(true)) {}.render(width: 20)
    /// ```
    /// ```text
    ///   ╭──────────────╮
    ///   │ 保存しました │
    ///   ├──────────────┤
    ///   │      OK      │
    ///   ╰──────────────╯
    /// ```
    ///
    /// SwiftUI: func alert<S, A>(_ title: S, isPresented: Binding<Bool>, actions: () -> A) -> some View where S : StringProtocol, A : View
    public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        presentingAlert(Text(String(title)), isPresented.wrappedValue ? (actions(), EmptyView()) : nil)
    }

    /// An alert titled by a `Text`, with buttons but no message.
    ///
    /// SwiftUI: func alert<A>(_ title: Text, isPresented: Binding<Bool>, actions: () -> A) -> some View where A : View
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        presentingAlert(title, isPresented.wrappedValue ? (actions(), EmptyView()) : nil)
    }
}
