extension Font {
    /// How wide a font's letters are (compressed to expanded); accepted, drawn alike, as every
    /// cell of a text screen is one width.
    ///
    /// ```swift
    /// Text("EN").font(.system(size: 11).width(.compressed))
    /// ```
    /// ```text
    /// EN
    /// ```
    ///
    /// SwiftUI: struct Font.Width
    public struct Width: Hashable, Sendable {
        /// SwiftUI: var value: CGFloat
        public var value: CGFloat

        /// SwiftUI: init(_ value: CGFloat)
        public init(_ value: CGFloat) { self.value = value }

        /// SwiftUI: static let compressed: Font.Width
        public static let compressed = Width(-0.3)
        /// SwiftUI: static let condensed: Font.Width
        public static let condensed = Width(-0.2)
        /// SwiftUI: static let standard: Font.Width
        public static let standard = Width(0)
        /// SwiftUI: static let expanded: Font.Width
        public static let expanded = Width(0.2)
    }

    /// SwiftUI: func width(_ width: Font.Width) -> Font
    public func width(_ width: Font.Width) -> Font { self }
}
