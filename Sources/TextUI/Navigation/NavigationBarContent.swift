/// What a screen's bars show; filled in by the modifiers inside the screen (`navigationTitle`,
/// `toolbar`, `searchable` …), the innermost title winning, as in SwiftUI.
final class NavigationBarContent {
    var title: String? {
        get { isTitleRemoved ? nil : recordedTitle }
        set { recordedTitle = newValue }
    }
    /// The title `navigationTitle` recorded, shown unless `toolbar(removing: .title)` took it off.
    private var recordedTitle: String?
    var isTitleRemoved = false
    /// Set by `navigationSubtitle`: the line under the title.
    var subtitle: String?
    /// Set by `toolbarTitleMenu`: the title shows "▾" after it.
    var hasTitleMenu = false
    var titleDisplayMode = NavigationBarItem.TitleDisplayMode.automatic
    var leading: [any LayoutNode] = []
    var trailing: [any LayoutNode] = []
    var principal: [any LayoutNode] = []
    /// The bottom bar's items, then the keyboard's while a field in the screen has focus.
    var bottom: [any LayoutNode] { bottomBar + (hasFocusedField ? keyboard : []) }
    var bottomBar: [any LayoutNode] = []
    /// The `.keyboard` items: the bar a phone shows above its keyboard, up only while a field
    /// has focus.
    var keyboard: [any LayoutNode] = []
    /// Set by a focused field drawn in the screen (`focused(_:)` true).
    var hasFocusedField = false
    var status: [any LayoutNode] = []
    /// The title of the screen beneath, shown after "‹" when this screen was pushed.
    var backTitle: String?
    /// "Back" in the screen's language: the back button's title when the screen beneath has none.
    var backWord = "Back"
    var isBackButtonHidden = false
    var isNavigationBarHidden = false
    var isBottomBarHidden = false
    /// Set by `toolbar(.hidden, for: .tabBar)`: the `TabView` around this screen draws no tab bar.
    var isTabBarHidden = false
    /// The search field `searchable` puts under the title.
    var search: SearchFieldContent?
    /// The scope picker `searchScopes` puts under the search field while the search is active.
    var searchScopes: (any LayoutNode)?
    /// The suggestions `searchSuggestions` lists under the search field while it is active.
    var searchSuggestions: (any LayoutNode)?

    /// Whether the top bar (items, title, back button, search field) has anything to draw.
    var hasTopBar: Bool {
        guard !isNavigationBarHidden else { return false }
        return title != nil || subtitle != nil || !leading.isEmpty || !trailing.isEmpty || !principal.isEmpty || showsBackButton || search != nil
    }

    /// Whether the bottom bar has anything to draw.
    var hasBottomBar: Bool {
        !isBottomBarHidden && !(bottom.isEmpty && status.isEmpty)
    }

    var isEmpty: Bool { !hasTopBar && !hasBottomBar }

    var showsBackButton: Bool { backTitle != nil && !isBackButtonHidden }

    /// Puts `entry` in the part of the bars its placement names.
    func place(_ entry: ToolbarEntry) {
        if entry.node is TitleMenuMarkerNode { return hasTitleMenu = true }
        switch entry.placement.position {
        case .leading: leading.append(entry.node)
        case .trailing: trailing.append(entry.node)
        case .principal: principal.append(entry.node)
        case .bottom: bottomBar.append(entry.node)
        case .keyboard: keyboard.append(entry.node)
        case .status: status.append(entry.node)
        }
    }
}

/// A search field's text and the prompt shown while it is empty; active (showing its scopes
/// and suggestions) while it holds text or its `isPresented` binding is true.
struct SearchFieldContent {
    let text: String
    let prompt: String
    var isActive = false
    /// The tokens in the field before the text, as their views read.
    var tokens: [String] = []

    /// What the field shows: its tokens in brackets, then the text, or the prompt when both
    /// are empty.
    var shown: String {
        let words = tokens.map { "[\($0)]" } + (text.isEmpty ? [] : [text])
        return words.isEmpty ? prompt : words.joined(separator: " ")
    }

    /// What a screen reader reads as the field's value: its tokens and text.
    var spokenValue: String {
        (tokens + (text.isEmpty ? [] : [text])).joined(separator: ", ")
    }
}
