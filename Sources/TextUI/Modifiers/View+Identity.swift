extension View {
    /// Gives this view an identity (a `ScrollViewReader` scrolls to it; a new id makes a new
    /// view with fresh state). Text draws the view as it is.
    ///
    /// ```swift
    /// VStack(alignment: .leading) { Text("Hi").id(1); Text("Bye").id(2) }
    /// ```
    /// ```text
    /// Hi
    /// Bye
    /// ```
    ///
    /// SwiftUI: View.id(_:)
    public func id<ID: Hashable>(_ id: ID) -> some View { self }
}
