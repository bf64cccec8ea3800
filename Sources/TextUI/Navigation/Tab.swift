/// One tab of a ``TabView``, iOS 18's way: its title and symbol in the tab bar, the value that
/// selects it, and its content.
///
/// ```swift
/// TabView(selection: .constant("inbox")) {
///     Tab("Home", systemImage: "house", value: "home") { Text("Home screen") }
///     Tab("Inbox", systemImage: "tray", value: "inbox") { Text("No new mail") }
///         .badge(4)
/// }.render(width: 24)
/// ```
/// ```text
/// No new mail
/// ────────────━━━━━━━━━━━━
///    ⌂ Home    ☐ Inbox(4)
/// ```
/// TextUI only: SwiftUI's `Tab` is tab content, not a view; here it is a view drawn as a tab
/// (its content with a `tabItem` and a `tag`), so it sits in `TabView`'s view builder.
///
/// SwiftUI: struct Tab<Value, Content, Label> where Value : Hashable, Content : View, Label : View
public struct Tab<Value: Hashable, Content: View, Label: View>: View {
    let value: Value?
    let content: Content
    let label: Label
    /// Set by the tab's own `badge`: what its tab bar item shows in parentheses.
    var badgeText: Text?

    /// SwiftUI: Tab.body (TextUI only: a view's body)
    public var body: some View {
        ModifiedView(content) { content, context in
            let node = content.makeNode(context)
            let labelNode = label.makeNode(context.with(\.lineLimit, 1).with(\.drawsPlainButtons, true))
            let tab = TabItemNode(content: node, label: labelNode, tag: value.map { AnyHashable($0) })
            tab.badge = badgeText?.plainString(context)
            return tab
        }
    }

    /// A tab selected by `value`, labelled by `label`.
    ///
    /// SwiftUI: Tab.init(value:content:label:)
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = value
        self.content = content()
        self.label = label()
    }
}

extension Tab where Label == DefaultTabLabel {
    /// A tab titled `title` with the symbol `systemImage`, selected by `value`.
    ///
    /// SwiftUI: Tab.init(_:systemImage:value:content:) where S : StringProtocol
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.value = value
        self.content = content()
        self.label = DefaultTabLabel(title: String(title), systemImage: systemImage)
    }

    /// A tab with a role (`.search`), titled `title`.
    ///
    /// SwiftUI: Tab.init(_:systemImage:value:role:content:) where S : StringProtocol
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content
    ) {
        self.init(title, systemImage: systemImage, value: value, content: content)
    }

    /// A tab whose label comes from its role: "Search" (in the environment's language) with a
    /// magnifying glass for `.search`.
    ///
    /// SwiftUI: Tab.init(value:role:content:)
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.value = value
        self.content = content()
        self.label = role == .search ? DefaultTabLabel(title: Text(.search), systemImage: "magnifyingglass") : DefaultTabLabel(title: "", systemImage: nil)
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// A tab titled `title` with the symbol `systemImage`, selected by its position.
    ///
    /// SwiftUI: Tab.init(_:systemImage:content:) where S : StringProtocol
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.value = nil
        self.content = content()
        self.label = DefaultTabLabel(title: String(title), systemImage: systemImage)
    }
}

extension Tab where Value == Never {
    /// A tab labelled by `label`, selected by its position.
    ///
    /// SwiftUI: Tab.init(content:label:)
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = nil
        self.content = content()
        self.label = label()
    }
}

/// The label a `Tab` made from a title and symbol shows: drawn as a ``Label``.
///
/// SwiftUI: struct DefaultTabLabel
public struct DefaultTabLabel: View {
    let title: Text
    let systemImage: String?

    init(title: Text, systemImage: String?) {
        self.title = title
        self.systemImage = systemImage
    }

    init(title: String, systemImage: String?) {
        self.init(title: Text(title), systemImage: systemImage)
    }

    /// SwiftUI: DefaultTabLabel.body (TextUI only: drawn as a `Label`, or its title alone)
    public var body: some View {
        if let systemImage {
            TextUI.Label { title } icon: { Image(systemName: systemImage) }
        } else {
            title
        }
    }
}

/// What a tab is for; `.search` gives a tab its label.
///
/// SwiftUI: struct TabRole
public struct TabRole: Hashable, Sendable {
    let name: String
    /// The search tab.
    ///
    /// SwiftUI: static var search: TabRole { get }
    public static var search: TabRole { TabRole(name: "search") }
}
