extension View {
    /// A line of context under the navigation title, as iOS 26 shows it in the navigation bar:
    /// centred under an inline title, at the leading edge under a large one.
    ///
    /// ```swift
    /// Text("本文").navigationTitle("受信箱").navigationSubtitle("未読 3件").render(width: 16)
    /// ```
    /// ```text
    ///      受信箱
    ///     未読 3件
    /// ━━━━━━━━━━━━━━━━
    ///       本文
    /// ```
    /// Like the title, the innermost subtitle wins.
    ///
    /// SwiftUI: func navigationSubtitle<S>(_ subtitle: S) -> some View where S : StringProtocol
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
        recordingSubtitle { _ in String(subtitle) }
    }

    /// A subtitle made of a localized key.
    ///
    /// SwiftUI: func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View
    public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View {
        let text = Text(subtitleKey)
        return recordingSubtitle { text.plainString($0) }
    }

    /// A subtitle made of a `Text`, drawn on one line.
    ///
    /// SwiftUI: func navigationSubtitle(_ subtitle: Text) -> some View
    public func navigationSubtitle(_ subtitle: Text) -> some View {
        recordingSubtitle { subtitle.plainString($0) }
    }

    private func recordingSubtitle(_ subtitle: @escaping (RenderContext) -> String) -> ModifiedView<Self> {
        recordingNavigation { bar, context in
            if bar.subtitle == nil { bar.subtitle = subtitle(context) }
        }
    }
}
