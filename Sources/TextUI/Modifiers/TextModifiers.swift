extension View {
    /// Lets the text in this view take at most `limit` lines; text that needs more ends in
    /// "…" ("..." in ASCII). `nil` lifts the limit.
    ///
    /// ```swift
    /// Text("とても長い商品名が入ります").lineLimit(1).render(width: 12)
    /// ```
    /// ```text
    /// とても長い…
    /// ```
    ///
    /// SwiftUI: func lineLimit(_ number: Int?) -> some View
    public func lineLimit(_ limit: Int?) -> EnvironmentModifiedView<Self> {
        EnvironmentModifiedView(self) { $0.lineLimit = limit }
    }

    /// Lines up the lines of multi-line text in this view with each other.
    ///
    /// ```swift
    /// Text("ご注文ありがとうございました").multilineTextAlignment(.center).render(width: 10)
    /// ```
    /// ```text
    /// ご注文あり
    /// がとうござ
    ///  いました
    /// ```
    ///
    /// SwiftUI: func multilineTextAlignment(_ alignment: TextAlignment) -> some View
    public func multilineTextAlignment(_ alignment: TextAlignment) -> EnvironmentModifiedView<Self> {
        EnvironmentModifiedView(self) { $0.textAlignment = alignment }
    }
}
