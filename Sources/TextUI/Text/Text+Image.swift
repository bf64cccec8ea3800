extension Text {
    /// Text that is an image: a symbol as the glyph `Image(systemName:)` draws, an asset image
    /// as its name in parentheses. Joined to other text with `+`, it wraps as part of it.
    ///
    /// ```swift
    /// Text(Image(systemName: "star")) + Text(" Favourites")
    /// ```
    /// ```text
    /// ☆ Favourites
    /// ```
    ///
    /// SwiftUI: Text.init(_ image: Image)
    public init(_ image: Image) {
        self.init(pieces: image.isAsset ? [.string("(\(image.systemName))")] : [.symbol(systemName: image.systemName)])
    }
}
