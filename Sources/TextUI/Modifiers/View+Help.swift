extension View {
    /// The help a pointer shows on hover (a tooltip on a Mac); text has no hover, so it is
    /// drawn nowhere, and a screen reader reads it as the view's hint, as SwiftUI's does.
    ///
    /// ```swift
    /// Button("Reset") {}.help("Restores every default")
    /// ```
    /// ```text
    /// [ Reset ]
    /// ```
    ///
    /// SwiftUI: func help(_ textKey: LocalizedStringKey) -> some View
    public func help(_ textKey: LocalizedStringKey) -> some View {
        accessibilityHint(Text(textKey))
    }

    /// The help a pointer shows on hover, read as the view's hint; drawn nowhere.
    ///
    /// SwiftUI: func help(_ text: Text) -> some View
    public func help(_ text: Text) -> some View {
        accessibilityHint(text)
    }

    /// The help a pointer shows on hover, read as the view's hint; drawn nowhere.
    ///
    /// SwiftUI: func help<S>(_ text: S) -> some View where S : StringProtocol
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View {
        accessibilityHint(text)
    }

    /// What the Delete command does (the delete key or Edit ▸ Delete on a Mac): text has no
    /// keyboard commands, so the view is drawn as it is and `action` never runs.
    ///
    /// SwiftUI: func onDeleteCommand(perform action: (() -> Void)?) -> some View
    public func onDeleteCommand(perform action: (() -> Void)?) -> some View {
        self
    }
}
