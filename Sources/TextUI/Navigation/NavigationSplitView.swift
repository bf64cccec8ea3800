/// Columns side by side on an iPad — a sidebar, an optional middle column, a detail. TextUI
/// draws the columns one under the other, each as a screen with its own bar: the sidebar, then
/// the middle column, then the detail, a blank line between them — so what each column shows
/// (the detail for the sidebar's selection, or its placeholder) is read in order.
///
/// ```swift
/// NavigationSplitView {
///     List { NavigationLink("Inbox", value: 1) }.navigationTitle("Mail")
/// } detail: {
///     Text("Select a mailbox")
/// }.render(width: 16)
/// ```
/// ```text
///       Mail
/// ━━━━━━━━━━━━━━━━
/// ╭──────────────╮
/// │ Inbox      › │
/// ╰──────────────╯
///
/// Select a mailbox
/// ```
/// `columnVisibility` hides columns as on an iPad: `.detailOnly` draws the detail alone,
/// `.doubleColumn` the last two columns; `.all` and `.automatic` draw every column.
///
/// SwiftUI: struct NavigationSplitView<Sidebar, Content, Detail> where Sidebar : View, Content : View, Detail : View
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content
    let detail: Detail
    let visibility: NavigationSplitViewVisibility

    /// TextUI only: the columns drawn one under the other, each a screen.
    public var body: some View {
        let hasMiddle = Content.self != EmptyView.self
        let showsSidebar = visibility == .all || visibility == .automatic || (visibility == .doubleColumn && !hasMiddle)
        let showsMiddle = hasMiddle && visibility != .detailOnly
        VStack(alignment: .leading, spacing: 16) {
            if showsSidebar { NavigationStack { sidebar } }
            if showsMiddle { NavigationStack { content } }
            NavigationStack { detail }
        }
    }

    /// Three columns: sidebar, content, detail.
    ///
    /// SwiftUI: NavigationSplitView.init(sidebar:content:detail:)
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: .automatic, sidebar(), content(), detail())
    }

    /// Three columns whose visibility a binding controls.
    ///
    /// SwiftUI: NavigationSplitView.init(columnVisibility:sidebar:content:detail:)
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(visibility: columnVisibility.wrappedValue, sidebar(), content(), detail())
    }

    init(visibility: NavigationSplitViewVisibility, _ sidebar: Sidebar, _ content: Content, _ detail: Detail) {
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
        self.visibility = visibility
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Two columns: sidebar and detail.
    ///
    /// SwiftUI: NavigationSplitView.init(sidebar:detail:) where Content == EmptyView
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: .automatic, sidebar(), EmptyView(), detail())
    }

    /// Two columns whose visibility a binding controls.
    ///
    /// SwiftUI: NavigationSplitView.init(columnVisibility:sidebar:detail:) where Content == EmptyView
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) {
        self.init(visibility: columnVisibility.wrappedValue, sidebar(), EmptyView(), detail())
    }
}

/// Which columns of a split view show; a phone shows one.
///
/// SwiftUI: struct NavigationSplitViewVisibility
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let name: String
    /// SwiftUI: static var automatic: NavigationSplitViewVisibility { get }
    public static var automatic: NavigationSplitViewVisibility { NavigationSplitViewVisibility(name: "automatic") }
    /// SwiftUI: static var all: NavigationSplitViewVisibility { get }
    public static var all: NavigationSplitViewVisibility { NavigationSplitViewVisibility(name: "all") }
    /// SwiftUI: static var doubleColumn: NavigationSplitViewVisibility { get }
    public static var doubleColumn: NavigationSplitViewVisibility { NavigationSplitViewVisibility(name: "doubleColumn") }
    /// SwiftUI: static var detailOnly: NavigationSplitViewVisibility { get }
    public static var detailOnly: NavigationSplitViewVisibility { NavigationSplitViewVisibility(name: "detailOnly") }
}

/// How a split view sizes its columns; a phone shows one column.
///
/// SwiftUI: protocol NavigationSplitViewStyle
public protocol NavigationSplitViewStyle: Sendable {}

/// SwiftUI: struct AutomaticNavigationSplitViewStyle
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {}
/// SwiftUI: struct BalancedNavigationSplitViewStyle
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {}
/// SwiftUI: struct ProminentDetailNavigationSplitViewStyle
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// SwiftUI: static var automatic: AutomaticNavigationSplitViewStyle { get }
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// SwiftUI: static var balanced: BalancedNavigationSplitViewStyle { get }
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// SwiftUI: static var prominentDetail: ProminentDetailNavigationSplitViewStyle { get }
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

extension View {
    /// Accepted: a phone shows one column. Draws this view as it is.
    ///
    /// SwiftUI: func navigationSplitViewStyle<S>(_ style: S) -> some View where S : NavigationSplitViewStyle
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        self
    }

    /// Accepted: a phone's one column is as wide as the screen. Draws this view as it is.
    ///
    /// SwiftUI: func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        self
    }

    /// Accepted, as ``navigationSplitViewColumnWidth(_:)``.
    ///
    /// SwiftUI: func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        self
    }
}
