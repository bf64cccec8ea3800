// The overloads a string literal picks, as in SwiftUI: a literal title is a
// `LocalizedStringKey` (drawn as its own text, interpolations written in), a `String`
// variable takes the `StringProtocol` overload beside each of these.

extension View {
    /// An alert titled by a key, with buttons and a message.
    ///
    /// ```swift
    /// let name = "Draft"
    /// Text("").alert("Delete \(name)?", isPresented: .constant(true)) {
    ///     Button("Delete", role: .destructive) {}
    /// } message: {
    ///     Text("You can't undo this.")
    /// }.render(width: 26)
    /// ```
    /// ```text
    ///   ╭────────────────────╮
    ///   │   Delete Draft?    │
    ///   │   You can't undo   │
    ///   │       this.        │
    ///   ├────────────────────┤
    ///   │       Delete       │
    ///   ╰────────────────────╯
    /// ```
    ///
    /// SwiftUI: func alert<A, M>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, actions: () -> A, message: () -> M) -> some View where A : View, M : View
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
    }

    /// An alert titled by a key, with buttons but no message.
    ///
    /// SwiftUI: func alert<A>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, actions: () -> A) -> some View where A : View
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions)
    }

    /// An alert titled by a key, made from `data`, with a message.
    ///
    /// SwiftUI: func alert<A, M, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, actions: (T) -> A, message: (T) -> M) -> some View where A : View, M : View
    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    /// An alert titled by a key, made from `data`, with buttons but no message.
    ///
    /// SwiftUI: func alert<A, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, actions: (T) -> A) -> some View where A : View
    public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions)
    }

    /// A confirmation dialog titled by a key, with a message.
    ///
    /// SwiftUI: func confirmationDialog<A, M>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, actions: () -> A, message: () -> M) -> some View where A : View, M : View
    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }

    /// A confirmation dialog titled by a key, with buttons but no message.
    ///
    /// SwiftUI: func confirmationDialog<A>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, actions: () -> A) -> some View where A : View
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    /// A confirmation dialog titled by a key, made from `data`, with a message.
    ///
    /// SwiftUI: func confirmationDialog<A, M, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, actions: (T) -> A, message: (T) -> M) -> some View where A : View, M : View
    public func confirmationDialog<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility,
                           presenting: data, actions: actions, message: message)
    }

    /// A confirmation dialog titled by a key, made from `data`, with buttons but no message.
    ///
    /// SwiftUI: func confirmationDialog<A, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, actions: (T) -> A) -> some View where A : View
    public func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions)
    }
}
