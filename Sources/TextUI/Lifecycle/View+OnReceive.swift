extension View {
    /// Runs `action` with the values `publisher` sends while this view is shown.
    ///
    /// A plain ``render(width:height:style:)`` runs nothing. ``appear(width:height:style:maxPasses:)``
    /// subscribes when the view appears, as SwiftUI does, and delivers what the publisher has at
    /// that moment — the value of a ``Just``, a ``CurrentValueSubject`` or a `@Published`
    /// property's `$name` — then draws again, so the screen shows its effect. A timer never
    /// fires and a notification is never posted within a render: what they would change stays
    /// as it was, and the same state always draws the same text.
    ///
    /// ```swift
    /// struct Clock: View {
    ///     @State private var label = "--:--"
    ///     let time = CurrentValueSubject<String, Never>("09:41")
    ///     var body: some View {
    ///         Text(label).onReceive(time) { label = $0 }
    ///     }
    /// }
    ///
    /// let clock = Clock()
    /// clock.render(width: 10)                     // "--:--"
    /// await clock.appear(width: 10).text          // "09:41"
    /// ```
    /// (`fileID`, `line` and `column` name the call in `appear`'s log; you never pass them.)
    ///
    /// SwiftUI: func onReceive<P>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P : Publisher, P.Failure == Never
    public func onReceive<P: Publisher>(
        _ publisher: P,
        fileID: String = #fileID, line: UInt = #line, column: UInt = #column,
        perform action: @escaping (P.Output) -> Void
    ) -> some View where P.Failure == Never {
        lifecycle(LifecycleSite(fileID: fileID, line: line, column: column), .receive {
            // Subscribing delivers what the publisher holds now; nothing later is waited for.
            publisher.sink(receiveValue: action).cancel()
        })
    }
}
