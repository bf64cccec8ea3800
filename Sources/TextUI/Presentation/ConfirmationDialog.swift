extension View {
    /// While `isPresented` is true, draws a confirmation dialog over this view as a phone shows an
    /// action sheet: a rounded panel along the bottom of the screen with the title (when
    /// `titleVisibility` is `.visible`) and message, then each action's button on a row of its own.
    ///
    /// ```swift
    /// Text(Array(repeating: "注文一覧の画面注文一覧の画面", count: 10).joined(separator: "\n"))
    ///     .confirmationDialog("注文を削除しますか？", isPresented: .constant(true), titleVisibility: .visible) {
    ///         Button("キャンセル", role: .cancel) {}
    ///         Button("削除する", role: .destructive) {}
    ///     } message: {
    ///         Text("この操作は取り消せません")
    ///     }
    ///     .render(width: 28)
    /// ```
    /// ```text
    /// 注文一覧の画面注文一覧の画面
    /// 注文一覧の画面注文一覧の画面
    /// ╭──────────────────────────╮
    /// │   注文を削除しますか？   │
    /// │ この操作は取り消せません │
    /// ├──────────────────────────┤
    /// │         削除する         │
    /// ├──────────────────────────┤
    /// │        キャンセル        │
    /// ╰──────────────────────────╯
    /// ```
    /// Placement: the panel is as wide as the screen and covers the screen's last rows; a screen
    /// shorter than the panel grows to hold it (unless `render` was given a height, which always
    /// wins — then the panel's top rows show). Buttons are drawn in the order written, except the
    /// button of role `.cancel`, drawn last as a phone shows it; with none, the panel ends in a
    /// "Cancel" button that only dismisses, as SwiftUI's standard dismiss action.
    ///
    /// SwiftUI: func confirmationDialog<S, A, M>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, actions: () -> A, message: () -> M) -> some View where S : StringProtocol, A : View, M : View
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S,
        isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        let content = isPresented.wrappedValue ? (actions(), message()) : nil
        return presentingConfirmationDialog(titleVisibility == .visible ? Text(String(title)) : nil, content)
    }

    /// A confirmation dialog titled by a `Text`, with a message.
    ///
    /// SwiftUI: func confirmationDialog<A, M>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, actions: () -> A, message: () -> M) -> some View where A : View, M : View
    public func confirmationDialog<A: View, M: View>(
        _ title: Text,
        isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        let content = isPresented.wrappedValue ? (actions(), message()) : nil
        return presentingConfirmationDialog(titleVisibility == .visible ? title : nil, content)
    }

    /// A confirmation dialog with buttons but no message.
    ///
    /// ```swift
    /// Text("").confirmationDialog("並べ替え", isPresented: .constant(true), titleVisibility: .visible) {
    ///     Button("新しい順") {}
    ///     Button("古い順") {}
    /// }.render(width: 16)
    /// ```
    /// ```text
    /// ╭──────────────╮
    /// │   並べ替え   │
    /// ├──────────────┤
    /// │   新しい順   │
    /// ├──────────────┤
    /// │    古い順    │
    /// ├──────────────┤
    /// │    Cancel    │
    /// ╰──────────────╯
    /// ```
    ///
    /// SwiftUI: func confirmationDialog<S, A>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, actions: () -> A) -> some View where S : StringProtocol, A : View
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S,
        isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        let content = isPresented.wrappedValue ? (actions(), EmptyView()) : nil
        return presentingConfirmationDialog(titleVisibility == .visible ? Text(String(title)) : nil, content)
    }

    /// A confirmation dialog titled by a `Text`, with buttons but no message.
    ///
    /// SwiftUI: func confirmationDialog<A>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, actions: () -> A) -> some View where A : View
    public func confirmationDialog<A: View>(
        _ title: Text,
        isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        let content = isPresented.wrappedValue ? (actions(), EmptyView()) : nil
        return presentingConfirmationDialog(titleVisibility == .visible ? title : nil, content)
    }

    /// This view with a confirmation dialog over it showing `content`, or as it is when `content` is `nil`.
    func presentingConfirmationDialog<Actions: View, Message: View>(
        _ title: Text?, _ content: (actions: Actions, message: Message)?
    ) -> ModifiedView<Self> {
        ModifiedView(self) { view, context in
            let base = view.makeNode(context)
            guard let content else { return base }
            let inner = context.presented.with(\.textAlignment, .center).with(\.drawsPlainButtons, true)
            // A phone shows the cancel button last, and a Cancel of its own when none is given.
            let buttons = content.actions.makeNodes(inner)
            let isCancel = { (node: any LayoutNode) in (node as? RoleNode)?.role == .cancel }
            let cancel = buttons.filter(isCancel)
            return ConfirmationDialogNode(
                base: base,
                header: (title.map { [$0.makeNode(inner)] } ?? []) + [content.message.makeNode(inner)],
                buttons: buttons.filter { !isCancel($0) } + (cancel.isEmpty ? [Button(role: .cancel) {} label: { Text(.cancel) }.makeNode(inner)] : cancel),
                style: context.style
            )
        }
    }
}

extension View {
    /// Lets a person turn off the dialogs and alerts this view presents, with a toggle in the
    /// dialog on a Mac; unused on an iPhone, and so drawn nowhere here.
    ///
    /// SwiftUI: func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> some View
    public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> some View {
        self
    }
}
