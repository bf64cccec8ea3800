extension View {
    /// While `isPresented` is true and `error` holds an error, draws an alert titled by the
    /// error's description, with `actions`' buttons ("OK" when there are none).
    ///
    /// ```swift
    /// struct SaveError: LocalizedError { var errorDescription: String? { "Could not save" } }
    /// Text("").alert(isPresented: .constant(true), error: Optional(SaveError())) {
    ///     Button("Retry") {}
    /// }.render(width: 22)
    /// ```
    /// ```text
    ///   ╭────────────────╮
    ///   │ Could not save │
    ///   ├────────────────┤
    ///   │     Retry      │
    ///   ╰────────────────╯
    /// ```
    /// An error with no description is titled "Error".
    ///
    /// SwiftUI: func alert<E, A>(isPresented: Binding<Bool>, error: E?, actions: () -> A) -> some View where E : LocalizedError, A : View
    public func alert<E: LocalizedError, A: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
    ) -> some View {
        let content = isPresented.wrappedValue && error != nil ? (actions(), EmptyView()) : nil
        return presentingAlert(Self.title(of: error), content)
    }

    /// An alert for `error` whose buttons and message are made from it; the message is usually
    /// the error's recovery suggestion.
    ///
    /// SwiftUI: func alert<E, A, M>(isPresented: Binding<Bool>, error: E?, actions: (E) -> A, message: (E) -> M) -> some View where E : LocalizedError, A : View, M : View
    public func alert<E: LocalizedError, A: View, M: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
    ) -> some View {
        let content = isPresented.wrappedValue ? error.map { (actions($0), message($0)) } : nil
        return presentingAlert(Self.title(of: error), content)
    }

    /// The error's description, or "Error" in the environment's language.
    private static func title<E: LocalizedError>(of error: E?) -> Text {
        error?.errorDescription.map { Text($0) } ?? Text(.error)
    }
}
