// The overloads a string literal picks, as in SwiftUI: a literal is a `LocalizedStringKey`
// (drawn as its own text, interpolations written in), a `String` variable takes the
// `StringProtocol` overload beside each of these.

extension Section where Parent == Text, Footer == EmptyView {
    /// A section titled by a key: `Section("Today") { … }` (see ``Section/init(_:content:)-(S,_)``).
    ///
    /// ```swift
    /// let count = 2
    /// List { Section("Today (\(count))") { Text("Lunch") } }.render(width: 14)
    /// ```
    /// ```text
    ///   Today (2)
    /// ╭────────────╮
    /// │ Lunch      │
    /// ╰────────────╯
    /// ```
    ///
    /// SwiftUI: Section.init(_:content:) (LocalizedStringKey)
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content)
    }

    /// A collapsible section titled by a key; collapsed, only the title is drawn.
    ///
    /// SwiftUI: Section.init(_:isExpanded:content:) (LocalizedStringKey)
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content)
        self.isExpanded = isExpanded.wrappedValue
    }
}

extension View {
    /// A badge made from a key: `.badge("New")`; `nil` shows none.
    ///
    /// SwiftUI: func badge(_ key: LocalizedStringKey?) -> some View
    public func badge(_ key: LocalizedStringKey?) -> some View {
        badge(key.map { Text($0) })
    }
}
