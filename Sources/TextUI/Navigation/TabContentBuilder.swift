/// Builds the tabs of a `TabView(selection:)` written with `Tab`s, typed by the selection so a
/// tab's `value: .home` finds its type, as in SwiftUI. The tabs draw as the views they are.
///
/// ```swift
/// enum Screen { case home, settings }
/// TabView(selection: .constant(Screen.settings)) {
///     Tab("Home", systemImage: "house", value: .home) { Text("Welcome") }
///     Tab("Settings", systemImage: "gearshape", value: .settings) { Text("Options") }
/// }.render(width: 24)
/// ```
/// ```text
/// Options
/// ────────────━━━━━━━━━━━━
///    ⌂ Home    ⚙ Settings
/// ```
///
/// SwiftUI: @resultBuilder struct TabContentBuilder<TabValue> where TabValue : Hashable
@resultBuilder
public struct TabContentBuilder<SelectionValue: Hashable> {
    /// A tab selected by a value of the tab view's selection type.
    ///
    /// SwiftUI: static func buildExpression<Content>(_ content: Content) -> Content where TabValue == Content.TabValue, Content : TabContent
    public static func buildExpression<Content: View, Label: View>(
        _ tab: Tab<SelectionValue, Content, Label>
    ) -> Tab<SelectionValue, Content, Label> {
        tab
    }

    /// A section of tabs (a sidebar groups them; a tab bar shows them in turn).
    ///
    /// SwiftUI: static func buildExpression<Content>(_ content: Content) -> Content where TabValue == Content.TabValue, Content : TabContent
    public static func buildExpression<Header: View, Content: View, Footer: View>(
        _ section: TabSection<Header, Content, Footer, SelectionValue>
    ) -> TabSection<Header, Content, Footer, SelectionValue> {
        section
    }

    /// Tabs made for each element of a collection.
    ///
    /// SwiftUI: static func buildExpression<Content>(_ content: Content) -> Content where TabValue == Content.TabValue, Content : TabContent
    public static func buildExpression<Data, ID, Content: View, Label: View>(
        _ tabs: ForEach<Data, ID, Tab<SelectionValue, Content, Label>>
    ) -> ForEach<Data, ID, Tab<SelectionValue, Content, Label>> {
        tabs
    }

    /// One tab or section as it is.
    ///
    /// SwiftUI: static func buildBlock<C>(_ content: C) -> C where TabValue == C.TabValue, C : TabContent
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several tabs in the order written.
    ///
    /// SwiftUI: static func buildBlock<each Content>(_ content: repeat each Content) -> TupleTabContent<TabValue, (repeat each Content)> where repeat each Content : TabContent
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
    }

    /// Tabs shown when a condition holds.
    ///
    /// SwiftUI: static func buildIf<C>(_ content: C?) -> C? where TabValue == C.TabValue, C : TabContent
    public static func buildIf<Content: View>(_ content: Content?) -> OptionalContent<Content> {
        OptionalContent(content: content)
    }

    /// The `if` branch of an `if` / `else`.
    ///
    /// SwiftUI: static func buildEither<T, F>(first: T) -> _ConditionalContent<T, F> where TabValue == T.TabValue, T : TabContent, F : TabContent, T.TabValue == F.TabValue
    public static func buildEither<First: View, Second: View>(first: First) -> ConditionalContent<First, Second> {
        ConditionalContent(storage: .first(first))
    }

    /// The `else` branch of an `if` / `else`.
    ///
    /// SwiftUI: static func buildEither<T, F>(first: T) -> _ConditionalContent<T, F> where TabValue == T.TabValue, T : TabContent, F : TabContent, T.TabValue == F.TabValue
    public static func buildEither<First: View, Second: View>(second: Second) -> ConditionalContent<First, Second> {
        ConditionalContent(storage: .second(second))
    }
}

extension TabView {
    /// Tabs written as `Tab`s whose values are of the selection's type; the tab whose value
    /// equals `selection` is shown.
    ///
    /// SwiftUI: TabView.init(selection:content:) where Content == TabContentBuilder<SelectionValue>.Content<C>, C : TabContent
    @_disfavoredOverload
    public init(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(selection: Optional(selection), tabs: content)
    }
}

/// Tabs grouped under a title: a sidebar shows the group, a phone's tab bar shows its tabs in
/// turn, as TextUI draws them.
///
/// SwiftUI: struct TabSection<Header, Content, Footer, SelectionValue> where Header : View, Content : TabContent, Footer : View, SelectionValue == Content.TabValue
public struct TabSection<Header: View, Content: View, Footer: View, SelectionValue: Hashable>: View, MultiView {
    let content: Content

    /// TextUI only: a section's tabs are the tab view's tabs; it has no body of its own.
    public var body: Never { fatalError("TabSection has no body") }

    func makeNodes(_ context: RenderContext) -> [any LayoutNode] {
        content.makeNodes(context)
    }
}

extension TabSection where Header == Text, Footer == EmptyView {
    /// Tabs under a title.
    ///
    /// SwiftUI: TabSection.init(_:content:) where Header == Text, Footer == EmptyView
    public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.content = content()
    }

    /// Tabs under a title held in a string.
    ///
    /// SwiftUI: TabSection.init(_:content:) where Header == Text, Footer == EmptyView, S : StringProtocol
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.content = content()
    }
}
