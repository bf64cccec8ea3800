extension Text {
    /// Both texts as one, the second straight after the first, wrapping as one text.
    ///
    /// ```swift
    /// (Text("Total ").bold() + Text("¥1,500") + Text(" incl. tax").foregroundColor(.gray))
    ///     .render(width: 14)
    /// ```
    /// ```text
    /// Total ¥1,500
    /// incl. tax
    /// ```
    ///
    /// SwiftUI: Text.+(_:_:)
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(pieces: lhs.pieces + rhs.pieces)
    }

    /// Text that shows `content` exactly as given: never looked up for a translation.
    ///
    /// ```swift
    /// Text(verbatim: "pencil.and.list")
    /// ```
    /// ```text
    /// pencil.and.list
    /// ```
    ///
    /// SwiftUI: Text.init(verbatim:)
    public init(verbatim content: String) {
        pieces = [.string(content)]
    }
}
