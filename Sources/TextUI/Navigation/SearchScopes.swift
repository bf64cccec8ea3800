extension View {
    /// Scopes that narrow a search, drawn under the search field as a segmented picker (the
    /// chosen scope marked) while the search is active — the field holds text, or its
    /// `isPresented` binding is true — as a phone shows the scope bar once typing begins.
    ///
    /// ```swift
    /// NavigationStack {
    ///     Text("3 results")
    ///         .searchable(text: .constant("tea"))
    ///         .searchScopes(.constant(1)) { Text("All").tag(1); Text("Hot").tag(2) }
    /// }.render(width: 20)
    /// ```
    /// ```text
    /// ╭──────────────────╮
    /// │ ⌕ tea            │
    /// ╰──────────────────╯
    /// [All]│ Hot
    /// ━━━━━━━━━━━━━━━━━━━━
    ///      3 results
    /// ```
    /// A screen reader reads the scopes after the field, as a picker with the chosen scope.
    ///
    /// SwiftUI: func searchScopes<V, S>(_ scope: Binding<V>, @ContentBuilder scopes: () -> S) -> some View where V : Hashable, S : View
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        let picker = Picker(selection: scope, content: scopes, label: { Text(.searchScope) }).pickerStyle(.segmented).labelsHidden()
        return recordingNavigation { bar, context in
            if bar.searchScopes == nil { bar.searchScopes = picker.makeNode(context.with(\.navigationBar, nil)) }
        }
    }

    /// Search scopes shown as `activation` says; drawn as ``searchScopes(_:scopes:)`` draws them
    /// (while the search is active), whichever the activation.
    ///
    /// SwiftUI: func searchScopes<V, S>(_ scope: Binding<V>, activation: SearchScopeActivation, @ContentBuilder _ scopes: () -> S) -> some View where V : Hashable, S : View
    public func searchScopes<V: Hashable, S: View>(
        _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
    ) -> some View {
        searchScopes(scope, scopes: scopes)
    }

    /// The text a search suggestion puts in the search field when chosen. The suggestion draws
    /// as it is.
    ///
    /// SwiftUI: func searchCompletion(_ completion: String) -> some View
    public func searchCompletion(_ completion: String) -> some View {
        self
    }

    /// The token a search suggestion adds to the search field when chosen. The suggestion draws
    /// as it is.
    ///
    /// SwiftUI: func searchCompletion<T>(_ token: T) -> some View where T : Identifiable
    public func searchCompletion<T: Identifiable>(_ token: T) -> some View {
        self
    }
}

/// When a search field shows its scopes. TextUI draws them whenever the search is active.
///
/// SwiftUI: struct SearchScopeActivation
public struct SearchScopeActivation: Sendable {
    let name: String

    /// SwiftUI: static var automatic: SearchScopeActivation { get }
    public static var automatic: SearchScopeActivation { SearchScopeActivation(name: "automatic") }
    /// SwiftUI: static var onTextEntry: SearchScopeActivation { get }
    public static var onTextEntry: SearchScopeActivation { SearchScopeActivation(name: "onTextEntry") }
    /// SwiftUI: static var onSearchPresentation: SearchScopeActivation { get }
    public static var onSearchPresentation: SearchScopeActivation { SearchScopeActivation(name: "onSearchPresentation") }
}

/// What `@Environment(\.dismissSearch)` gives: call it to end the search around the view. A
/// drawing shows one moment, so calling it does nothing.
///
/// ```swift
/// struct Detail: View {
///     @Environment(\.dismissSearch) private var dismissSearch
///     var body: some View { Button("Done") { dismissSearch() } }
/// }
///
/// Detail().render()
/// ```
/// ```text
/// [ Done ]
/// ```
///
/// SwiftUI: @MainActor @preconcurrency struct DismissSearchAction
@MainActor @preconcurrency
public struct DismissSearchAction {
    nonisolated init() {}

    /// Ends the search (here: nothing to end).
    ///
    /// SwiftUI: DismissSearchAction.callAsFunction()
    public func callAsFunction() {}
}

private struct DismissSearchKey: EnvironmentKey {
    static var defaultValue: DismissSearchAction { DismissSearchAction() }
}

extension EnvironmentValues {
    /// The action that ends the current search; it does nothing in a drawing.
    ///
    /// SwiftUI: EnvironmentValues.dismissSearch
    public var dismissSearch: DismissSearchAction {
        self[DismissSearchKey.self]
    }
}
