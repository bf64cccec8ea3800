import Testing
import TextUI

// A tab root as an iOS team writes it (iOS 18's `Tab`): a searchable list in the first tab,
// a badge on the second, a search tab by role.

private enum RootTab: Hashable { case library, inbox, search }

private struct LibraryScreen: View {
    let books: [String]
    let query: String

    private var shown: [String] {
        query.isEmpty ? books : books.filter { $0.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack {
            List(shown, id: \.self) { book in
                NavigationLink(book, value: book)
            }
            .overlay {
                if shown.isEmpty {
                    ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Check the spelling."))
                }
            }
            .navigationTitle("Library")
            .searchable(text: .constant(query), prompt: "Titles")
            .navigationDestination(for: String.self) { Text($0) }
        }
    }
}

private struct TabRootScreen: View {
    var selection: RootTab = .library
    var query = ""

    var body: some View {
        TabView(selection: .constant(selection)) {
            Tab("Library", systemImage: "list.bullet", value: RootTab.library) {
                LibraryScreen(books: ["Kokoro", "Snow Country", "Kitchen"], query: query)
            }
            Tab("Inbox", systemImage: "tray", value: RootTab.inbox) {
                NavigationStack { Text("3 new").navigationTitle("Inbox") }
            }
            .badge(3)
            Tab(value: RootTab.search, role: .search) {
                Text("Search everything")
            }
        }
    }
}

@MainActor
@Suite(.drawsEveryReadableText) struct TabRootScreenTests {
    @Test func theLibraryTabShowsItsSearchFieldUnderTheTitleAndTheTabBar() {
        #expect(TabRootScreen().render(width: 36) == """
                          Library
            ╭──────────────────────────────────╮
            │ ⌕ Titles                         │
            ╰──────────────────────────────────╯
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            ╭──────────────────────────────────╮
            │ Kokoro                         › │
            ├──────────────────────────────────┤
            │ Snow Country                   › │
            ├──────────────────────────────────┤
            │ Kitchen                        › │
            ╰──────────────────────────────────╯
            ━━━━━━━━━━━━────────────────────────
             ☰ Library  ☐ Inbox(3)   ⌕ Search
            """)
    }

    @Test func aQueryFiltersTheRowsAndIsReadInTheSearchField() {
        let screen = TabRootScreen(query: "ki")
        let text = screen.render(width: 36)
        #expect(text.contains("⌕ ki"))
        #expect(text.contains("Kitchen"))
        #expect(!text.contains("Kokoro"))
        #expect(screen.accessibilityTranscript().contains("Search field: Titles, ki"))
    }

    @Test func theSelectedTabIsShownAndReadAsSelected() {
        let inbox = TabRootScreen(selection: .inbox)
        #expect(inbox.render(width: 36).hasPrefix("               Inbox\n"))
        #expect(inbox.accessibilityTranscript().hasSuffix("""
            Tab: Library
            Tab, Selected: Inbox, 3
            Tab: Search
            """))
    }
}
