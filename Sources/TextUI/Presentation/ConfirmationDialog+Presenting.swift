extension View {
    /// While `isPresented` is true and `data` holds a value, draws a confirmation dialog whose
    /// buttons and message are made from that value, as
    /// ``View/confirmationDialog(_:isPresented:titleVisibility:actions:message:)`` draws one.
    ///
    /// ```swift
    /// Text("").confirmationDialog("Delete?", isPresented: .constant(true), titleVisibility: .visible,
    ///                             presenting: Optional("Draft 3")) { name in
    ///     Button("Delete \(name)", role: .destructive) {}
    /// } message: { _ in
    ///     Text("This cannot be undone.")
    /// }.render(width: 26)
    /// ```
    /// ```text
    /// ╭────────────────────────╮
    /// │        Delete?         │
    /// │ This cannot be undone. │
    /// ├────────────────────────┤
    /// │     Delete Draft 3     │
    /// ├────────────────────────┤
    /// │         Cancel         │
    /// ╰────────────────────────╯
    /// ```
    ///
    /// SwiftUI: func confirmationDialog<S, A, M, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, actions: (T) -> A, message: (T) -> M) -> some View where S : StringProtocol, A : View, M : View
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        let content = isPresented.wrappedValue ? data.map { (actions($0), message($0)) } : nil
        return presentingConfirmationDialog(titleVisibility == .visible ? Text(String(title)) : nil, content)
    }

    /// A confirmation dialog made from `data`, with buttons but no message.
    ///
    /// SwiftUI: func confirmationDialog<S, A, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, actions: (T) -> A) -> some View where S : StringProtocol, A : View
    public func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        let content = isPresented.wrappedValue ? data.map { (actions($0), EmptyView()) } : nil
        return presentingConfirmationDialog(titleVisibility == .visible ? Text(String(title)) : nil, content)
    }

    /// A confirmation dialog titled by a `Text`, made from `data`, with a message.
    ///
    /// SwiftUI: func confirmationDialog<A, M, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, actions: (T) -> A, message: (T) -> M) -> some View where A : View, M : View
    public func confirmationDialog<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        let content = isPresented.wrappedValue ? data.map { (actions($0), message($0)) } : nil
        return presentingConfirmationDialog(titleVisibility == .visible ? title : nil, content)
    }

    /// A confirmation dialog titled by a `Text`, made from `data`, with buttons but no message.
    ///
    /// SwiftUI: func confirmationDialog<A, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, actions: (T) -> A) -> some View where A : View
    public func confirmationDialog<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        let content = isPresented.wrappedValue ? data.map { (actions($0), EmptyView()) } : nil
        return presentingConfirmationDialog(titleVisibility == .visible ? title : nil, content)
    }
}
