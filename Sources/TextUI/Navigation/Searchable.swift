extension View {
    /// Puts a search field in the navigation bar of the screen this view is in, under the title:
    /// the text typed so far, or the prompt ("Search" unless given) while it is empty. A screen
    /// reader reads it as a search field.
    ///
    /// ```swift
    /// NavigationStack {
    ///     List { Text("Matcha latte") }
    ///         .navigationTitle("Menu")
    ///         .searchable(text: .constant(""), prompt: "Drinks")
    /// }.render(width: 20)
    /// ```
    /// ```text
    ///         Menu
    /// ╭──────────────────╮
    /// │ ⌕ Drinks         │
    /// ╰──────────────────╯
    /// ━━━━━━━━━━━━━━━━━━━━
    /// ╭──────────────────╮
    /// │ Matcha latte     │
    /// ╰──────────────────╯
    /// ```
    /// Every placement draws the field there, as a phone does.
    ///
    /// SwiftUI: func searchable<S>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View where S : StringProtocol
    public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        recordingSearch(text.wrappedValue, isPresented: false) { _ in String(prompt) }
    }

    /// A search field whose prompt is a `Text` ("Search" when `nil`).
    ///
    /// ```swift
    /// Text("Results").searchable(text: .constant("tea")).render(width: 16)
    /// ```
    /// ```text
    /// ╭──────────────╮
    /// │ ⌕ tea        │
    /// ╰──────────────╯
    /// ━━━━━━━━━━━━━━━━
    ///     Results
    /// ```
    ///
    /// SwiftUI: func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        recordingSearch(text.wrappedValue, isPresented: false) { prompt?.plainString($0) ?? SystemString.search.text(in: $0.environment.locale) }
    }

    /// A search field a person can dismiss; drawn whether or not `isPresented` is true, as the
    /// field stays in the bar while search is not active.
    ///
    /// SwiftUI: func searchable<S>(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View where S : StringProtocol
    public func searchable<S: StringProtocol>(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        recordingSearch(text.wrappedValue, isPresented: isPresented.wrappedValue) { _ in String(prompt) }
    }

    /// A dismissible search field whose prompt is a `Text` ("Search" when `nil`).
    ///
    /// SwiftUI: func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        recordingSearch(text.wrappedValue, isPresented: isPresented.wrappedValue) { prompt?.plainString($0) ?? SystemString.search.text(in: $0.environment.locale) }
    }

    /// Suggestions listed under the search field while the search is active (the field holds
    /// text, or its `isPresented` binding is true), as a phone lists them once a person starts
    /// searching; a screen reader reads them after the field.
    ///
    /// ```swift
    /// NavigationStack {
    ///     Text("Results")
    ///         .searchable(text: .constant("te"))
    ///         .searchSuggestions { Text("tea").searchCompletion("tea") }
    /// }.render(width: 16)
    /// ```
    /// ```text
    /// ╭──────────────╮
    /// │ ⌕ te         │
    /// ╰──────────────╯
    /// tea
    /// ━━━━━━━━━━━━━━━━
    ///     Results
    /// ```
    ///
    /// SwiftUI: func searchSuggestions<S>(_ suggestions: () -> S) -> some View where S : View
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        let suggestions = VStack(alignment: .leading, spacing: 0, content: suggestions)
        return recordingNavigation { bar, context in
            if bar.searchSuggestions == nil { bar.searchSuggestions = suggestions.makeNode(context.with(\.navigationBar, nil)) }
        }
    }

    /// Lets a person pull this list to refresh it. Nothing is drawn: a list at rest shows no
    /// control for it. `appear` does not run `action` (a person starts it).
    ///
    /// SwiftUI: func refreshable(action: @escaping @Sendable () async -> Void) -> some View
    public func refreshable(action: nonisolated(nonsending) @escaping () async -> Void) -> some View {
        self
    }

    /// The search field recorded in the screen's bar; the views inside read `isSearching` as
    /// whether it is active (it holds text, or is presented).
    func recordingSearch(
        _ text: String, isPresented: Bool, tokenCount: Int = 0,
        tokens: @escaping (RenderContext) -> [String] = { _ in [] }, prompt: @escaping (RenderContext) -> String
    ) -> ModifiedView<ModifiedView<Self>> {
        let isActive = isPresented || !text.isEmpty || tokenCount > 0
        let searching = ModifiedView(self) { content, context in
            var context = context
            context.environment.setIsSearching(isActive)
            return content.makeNode(context)
        }
        return searching.recordingNavigation { bar, context in
            if bar.search == nil {
                bar.search = SearchFieldContent(text: text, prompt: prompt(context), isActive: isActive, tokens: tokens(context))
            }
        }
    }
}

/// Where a search field goes; TextUI draws it under the navigation title wherever asked.
///
/// SwiftUI: struct SearchFieldPlacement
public struct SearchFieldPlacement: Sendable {
    let name: String

    /// SwiftUI: static let automatic: SearchFieldPlacement
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// SwiftUI: static let navigationBarDrawer: SearchFieldPlacement
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    /// SwiftUI: static let sidebar: SearchFieldPlacement
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    /// SwiftUI: static let toolbar: SearchFieldPlacement
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// SwiftUI: static var toolbarPrincipal: SearchFieldPlacement { get }
    public static var toolbarPrincipal: SearchFieldPlacement { SearchFieldPlacement(name: "toolbarPrincipal") }

    /// SwiftUI: static func navigationBarDrawer(displayMode: SearchFieldPlacement.NavigationBarDrawerDisplayMode) -> SearchFieldPlacement
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        navigationBarDrawer
    }

    /// Whether a search field in the navigation bar hides while the content scrolls; a drawing
    /// does not scroll, so the field is always drawn.
    ///
    /// SwiftUI: struct SearchFieldPlacement.NavigationBarDrawerDisplayMode
    public struct NavigationBarDrawerDisplayMode: Sendable {
        let name: String

        /// SwiftUI: static let automatic: SearchFieldPlacement.NavigationBarDrawerDisplayMode
        public static let automatic = NavigationBarDrawerDisplayMode(name: "automatic")
        /// SwiftUI: static let always: SearchFieldPlacement.NavigationBarDrawerDisplayMode
        public static let always = NavigationBarDrawerDisplayMode(name: "always")
    }
}
