extension Image {
    /// How much a scaled image is smoothed. An image is a glyph in text, so it draws as it was.
    ///
    /// SwiftUI: enum Interpolation
    public enum Interpolation: Equatable, Hashable, Sendable {
        /// SwiftUI: case none
        case none
        /// SwiftUI: case low
        case low
        /// SwiftUI: case medium
        case medium
        /// SwiftUI: case high
        case high
    }

    /// This image scaled with `interpolation`; drawn as it was (see ``Interpolation``).
    ///
    /// ```swift
    /// Image("pixel-art").resizable().interpolation(.none)
    /// ```
    ///
    /// SwiftUI: func interpolation(_ interpolation: Image.Interpolation) -> Image
    public func interpolation(_ interpolation: Image.Interpolation) -> Image {
        self
    }

    /// This image with or without smoothed edges; drawn as it was.
    ///
    /// SwiftUI: func antialiased(_ isAntialiased: Bool) -> Image
    public func antialiased(_ isAntialiased: Bool) -> Image {
        self
    }
}
