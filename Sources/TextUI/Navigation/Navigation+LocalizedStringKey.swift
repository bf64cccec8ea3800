// The overloads a string literal picks, as in SwiftUI: a literal is a `LocalizedStringKey`
// (drawn as its own text, interpolations written in), a `String` variable takes the
// `StringProtocol` overload beside each of these.

extension NavigationLink where Label == Text, Destination == Never {
    /// A link titled by a key that pushes the screen for `value`.
    ///
    /// ```swift
    /// let unread = 3
    /// List { NavigationLink("Inbox (\(unread))", value: 1) }.render(width: 18)
    /// ```
    /// ```text
    /// ╭────────────────╮
    /// │ Inbox (3)    › │
    /// ╰────────────────╯
    /// ```
    ///
    /// SwiftUI: NavigationLink.init(_:value:) (LocalizedStringKey)
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.label = Text(titleKey)
    }
}

extension NavigationLink where Label == Text {
    /// A link titled by a key that opens `destination`.
    ///
    /// SwiftUI: NavigationLink.init(_:destination:) (LocalizedStringKey, destination: () -> Destination)
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.label = Text(titleKey)
    }

    /// A link titled by a key that opens `destination` (the form before the trailing closure).
    ///
    /// SwiftUI: NavigationLink.init(_:destination:) (LocalizedStringKey, destination: Destination)
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.label = Text(titleKey)
    }
}

extension View {
    /// The screen's title from a key: `.navigationTitle("Inbox")`.
    ///
    /// SwiftUI: func navigationTitle(_ titleKey: LocalizedStringKey) -> some View
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// The screen's title from a key, the iOS 13 spelling.
    ///
    /// SwiftUI: func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// The screen's title from a key and how it is drawn, the iOS 13 spelling.
    ///
    /// SwiftUI: func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(Text(titleKey)).navigationBarTitleDisplayMode(displayMode)
    }

    /// A search field whose prompt is a key.
    ///
    /// SwiftUI: func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// A dismissible search field whose prompt is a key.
    ///
    /// SwiftUI: func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
    }
}

extension Tab where Label == DefaultTabLabel {
    /// A tab titled by a key, selected by `value`.
    ///
    /// SwiftUI: Tab.init(_:systemImage:value:content:) (LocalizedStringKey)
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.value = value
        self.content = content()
        self.label = DefaultTabLabel(title: Text(titleKey), systemImage: systemImage)
    }

    /// A tab with a role, titled by a key.
    ///
    /// SwiftUI: Tab.init(_:systemImage:value:role:content:) (LocalizedStringKey)
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(titleKey, systemImage: systemImage, value: value, content: content)
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// A tab titled by a key, selected by its position.
    ///
    /// SwiftUI: Tab.init(_:systemImage:content:) (LocalizedStringKey)
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.value = nil
        self.content = content()
        self.label = DefaultTabLabel(title: Text(titleKey), systemImage: systemImage)
    }
}
