extension View {
    /// Changes the transaction (its animation) of every change inside this view. Text draws
    /// each state as it is, with no animation between them, so the view draws as it was.
    ///
    /// ```swift
    /// Text("42").transaction { $0.animation = nil }.render()   // "42"
    /// ```
    ///
    /// SwiftUI: func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }

    /// Changes the transaction of the changes inside this view when `value` changes; drawn as
    /// the view was (see ``transaction(_:)``).
    ///
    /// SwiftUI: func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void) -> some View
    public func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void) -> some View { self }
}
