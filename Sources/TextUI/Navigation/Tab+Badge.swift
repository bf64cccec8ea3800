extension Tab {
    /// This tab with a count on its tab bar item, none for 0; the tab stays a `Tab`, so a
    /// `TabView(selection:)` of `Tab`s keeps its values' type.
    ///
    /// ```swift
    /// TabView(selection: .constant(0)) {
    ///     Tab("Inbox", systemImage: "tray", value: 0) { Text("Mail") }.badge(3)
    /// }.render(width: 16)
    /// ```
    /// ```text
    /// Mail
    /// ━━━━━━━━━━━━━━━━
    ///    ☐ Inbox(3)
    /// ```
    ///
    /// SwiftUI: TabContent.badge(_:) (Int)
    public func badge(_ count: Int) -> Tab<Value, Content, Label> {
        badged(count == 0 ? nil : Text(verbatim: String(count)))
    }

    /// This tab with a text on its tab bar item, none for `nil`.
    ///
    /// SwiftUI: TabContent.badge(_:) (Text?)
    public func badge(_ label: Text?) -> Tab<Value, Content, Label> {
        badged(label)
    }

    /// This tab with a text from a key on its tab bar item.
    ///
    /// SwiftUI: TabContent.badge(_:) (LocalizedStringKey?)
    public func badge(_ key: LocalizedStringKey?) -> Tab<Value, Content, Label> {
        badged(key.map { Text($0) })
    }

    /// This tab with a string on its tab bar item, none for `nil`.
    ///
    /// SwiftUI: TabContent.badge(_:) (S?, S : StringProtocol)
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> Tab<Value, Content, Label> {
        badged(label.map { Text(verbatim: String($0)) })
    }

    private func badged(_ text: Text?) -> Tab<Value, Content, Label> {
        var tab = self
        tab.badgeText = text
        return tab
    }
}
