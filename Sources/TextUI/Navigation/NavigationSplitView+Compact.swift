extension NavigationSplitView {
    /// Three columns, with the column a phone shows on top when it collapses them; TextUI draws
    /// every column as ``init(columnVisibility:sidebar:content:detail:)`` does.
    ///
    /// SwiftUI: NavigationSplitView.init(columnVisibility:preferredCompactColumn:sidebar:content:detail:)
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(visibility: columnVisibility.wrappedValue, sidebar(), content(), detail())
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Two columns, with the column a phone shows on top when it collapses them; drawn as
    /// ``init(sidebar:detail:)`` draws them.
    ///
    /// SwiftUI: NavigationSplitView.init(preferredCompactColumn:sidebar:detail:) where Content == EmptyView
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) {
        self.init(visibility: .automatic, sidebar(), EmptyView(), detail())
    }

    /// Two columns whose visibility a binding controls, with the column a phone shows on top;
    /// drawn as ``init(columnVisibility:sidebar:detail:)`` draws them.
    ///
    /// SwiftUI: NavigationSplitView.init(columnVisibility:preferredCompactColumn:sidebar:detail:) where Content == EmptyView
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) {
        self.init(visibility: columnVisibility.wrappedValue, sidebar(), EmptyView(), detail())
    }
}

/// A column of a split view, named to say which one a phone shows on top when it collapses the
/// columns into one stack. TextUI draws every visible column, so it only accepts the choice.
///
/// SwiftUI: struct NavigationSplitViewColumn
public struct NavigationSplitViewColumn: Hashable, Sendable {
    let name: String

    /// SwiftUI: static var sidebar: NavigationSplitViewColumn { get }
    public static var sidebar: NavigationSplitViewColumn { NavigationSplitViewColumn(name: "sidebar") }
    /// SwiftUI: static var content: NavigationSplitViewColumn { get }
    public static var content: NavigationSplitViewColumn { NavigationSplitViewColumn(name: "content") }
    /// SwiftUI: static var detail: NavigationSplitViewColumn { get }
    public static var detail: NavigationSplitViewColumn { NavigationSplitViewColumn(name: "detail") }
}
