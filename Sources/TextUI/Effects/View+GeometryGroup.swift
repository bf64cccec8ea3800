extension View {
    /// Makes this view's geometry one unit to its parent, so an animated change moves it whole.
    /// Text has no motion: a view draws the same in a group as out of one.
    ///
    /// ```swift
    /// Text("Alice").geometryGroup()   // Alice
    /// ```
    ///
    /// SwiftUI: View.geometryGroup()
    public func geometryGroup() -> some View { self }
}
