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
        recordingSearch(text.wrappedValue, prompt: String(prompt))
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
    /// Results
    /// ```
    ///
    /// SwiftUI: func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        let value = text.wrappedValue
        return recordingNavigation { bar, context in
            if bar.search == nil {
                bar.search = SearchFieldContent(text: value, prompt: prompt?.plainString(context) ?? "Search")
            }
        }
    }

    /// A search field a person can dismiss; drawn whether or not `isPresented` is true, as the
    /// field stays in the bar while search is not active.
    ///
    /// SwiftUI: func searchable<S>(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View where S : StringProtocol
    public func searchable<S: StringProtocol>(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        recordingSearch(text.wrappedValue, prompt: String(prompt))
    }

    /// A dismissible search field whose prompt is a `Text` ("Search" when `nil`).
    ///
    /// SwiftUI: func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// Accepted: suggestions show only while a person types in the search field, which a
    /// drawing never does. Draws this view as it is.
    ///
    /// SwiftUI: func searchSuggestions<S>(_ suggestions: () -> S) -> some View where S : View
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        self
    }

    /// Lets a person pull this list to refresh it. Nothing is drawn: a list at rest shows no
    /// control for it. `appear` does not run `action` (a person starts it).
    ///
    /// SwiftUI: func refreshable(action: @escaping @Sendable () async -> Void) -> some View
    public func refreshable(action: nonisolated(nonsending) @escaping () async -> Void) -> some View {
        self
    }

    private func recordingSearch(_ text: String, prompt: String) -> ModifiedView<Self> {
        recordingNavigation { bar, _ in
            if bar.search == nil { bar.search = SearchFieldContent(text: text, prompt: prompt) }
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
