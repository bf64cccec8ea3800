/// What `ContentUnavailableView.search` shows: a magnifying glass, "No Results" (with the
/// search text when given) and a hint to search again, in SwiftUI's words in the environment's
/// language ("“抹茶”の結果なし" in Japanese).
///
/// ```swift
/// ContentUnavailableView.search(text: "抹茶").render(width: 40)
/// ```
/// ```text
///                    ⌕
///          No Results for “抹茶”
/// Check the spelling or try a new search.
/// ```
/// SwiftUI: struct SearchUnavailableContent
public struct SearchUnavailableContent {
    /// The magnifying glass and "No Results".
    /// SwiftUI: SearchUnavailableContent.Label
    public struct Label: View {
        let text: String?

        /// SwiftUI: SearchUnavailableContent.Label.body
        public var body: some View {
            TextUI.Label {
                text.map { Text(.noResultsFor, $0) } ?? Text(.noResults)
            } icon: {
                Image(systemName: "magnifyingglass")
            }
        }
    }

    /// The hint to search again.
    /// SwiftUI: SearchUnavailableContent.Description
    public struct Description: View {
        /// SwiftUI: SearchUnavailableContent.Description.body
        public var body: some View {
            Text(.checkSpelling)
        }
    }

    /// No actions.
    /// SwiftUI: SearchUnavailableContent.Actions
    public struct Actions: View {
        /// SwiftUI: SearchUnavailableContent.Actions.body
        public var body: some View {
            EmptyView()
        }
    }
}

extension ContentUnavailableView
where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
    Actions == SearchUnavailableContent.Actions {
    /// The view for a search that found nothing.
    /// SwiftUI: ContentUnavailableView.search
    public static var search: ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(label: { Label(text: nil) }, description: { Description() }, actions: { Actions() })
    }

    /// The view for a search for `text` that found nothing.
    /// SwiftUI: ContentUnavailableView.search(text:)
    public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(label: { Label(text: text) }, description: { Description() }, actions: { Actions() })
    }
}
