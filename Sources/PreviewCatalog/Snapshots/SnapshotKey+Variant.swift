extension SnapshotKey {
    /// The variant this key draws, as reports name it: the width, then the style when it is
    /// not Unicode.
    ///
    /// ```text
    /// w40          40 columns, Unicode
    /// w32@ascii    32 columns, ASCII
    /// ```
    public var variantName: String {
        var name = "w\(width)"
        if style != Self.defaultStyle { name += "@\(style.rawValue)" }
        return name
    }
}
