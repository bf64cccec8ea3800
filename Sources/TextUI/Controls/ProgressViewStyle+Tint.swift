extension CircularProgressViewStyle {
    /// A spinner in `tint`. Text draws the spinner the same in any colour.
    ///
    /// ```swift
    /// ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .white))   // ⟳
    /// ```
    ///
    /// SwiftUI: CircularProgressViewStyle.init(tint:)
    public init(tint: Color) {
        self.init()
    }
}

extension LinearProgressViewStyle {
    /// A bar in `tint`. Text draws the bar the same in any colour.
    ///
    /// SwiftUI: LinearProgressViewStyle.init(tint:)
    public init(tint: Color) {
        self.init()
    }
}
