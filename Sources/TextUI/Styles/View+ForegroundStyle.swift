// Colour has no mark in text: these are accepted and draw the view as it was.

extension View {
    /// Paints the foreground of this view with `style`; drawn alike, the words are what a
    /// person reads (see ``HierarchicalShapeStyle``).
    ///
    /// ```swift
    /// HStack {
    ///     Text("Wed").foregroundStyle(.secondary)
    ///     Text("14°").foregroundStyle(.blue, .gray)
    ///     Text("10°").foregroundStyle(.red, .orange, .yellow)
    /// }
    /// ```
    /// ```text
    /// Wed 14° 10°
    /// ```
    ///
    /// A shape in a clear style draws nothing (see ``Shape``).
    ///
    /// SwiftUI: View.foregroundStyle(_:)
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { foreground(isClear: style.isClearStyle) }

    /// SwiftUI: View.foregroundStyle(_:_:)
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foreground(isClear: primary.isClearStyle)
    }

    /// SwiftUI: View.foregroundStyle(_:_:_:)
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> some View { foreground(isClear: primary.isClearStyle) }

    /// SwiftUI: View.foregroundColor(_:)
    public func foregroundColor(_ color: Color?) -> some View { foreground(isClear: color?.isClear ?? false) }

    /// Sets the accent colour of the controls in this view; drawn alike.
    ///
    /// ```swift
    /// Button("Read") {}.tint(.blue)
    /// ```
    /// ```text
    /// [ Read ]
    /// ```
    ///
    /// SwiftUI: View.tint(_:)
    public func tint(_ tint: Color?) -> some View { self }

    /// SwiftUI: View.tint(_:)
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View { self }

    /// SwiftUI: View.accentColor(_:)
    public func accentColor(_ accentColor: Color?) -> some View { self }

    /// SwiftUI: View.backgroundStyle(_:)
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
}
