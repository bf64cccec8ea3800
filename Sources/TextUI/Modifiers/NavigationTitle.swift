extension View {
    /// Puts `title` in the navigation bar of the screen this view is in; a view outside any
    /// `NavigationStack` becomes a screen with that bar.
    ///
    /// ```swift
    /// Text("ようこそ").navigationTitle("ホーム").render(width: 20)
    /// ```
    /// ```text
    ///        ホーム
    /// ━━━━━━━━━━━━━━━━━━━━
    /// ようこそ
    /// ```
    public func navigationTitle(_ title: String) -> ModifiedView<Self> {
        recordingNavigation { bar, _ in
            if bar.title == nil { bar.title = title }
        }
    }
}
