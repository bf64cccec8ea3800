// A notes app on the iOS 18 tab API as an iOS team writes it: TabView(selection:) of Tabs whose
// values are written .all, a badged tab, a TabSection of tabs made by ForEach, a search-role tab
// with a token field and suggested tokens; lists with a title menu, status and bottom-bar items,
// bar styling, a value destination and a sheet sized as a page.
import Testing
import TextUI

private struct Note: Identifiable, Hashable {
    let id: Int
    var title: String
    var body: String
    var folder: String
    var tags: [NoteTag]
    var isFavorite = false
    var edited: String
}

private enum NoteTag: String, CaseIterable, Identifiable, Hashable {
    case work = "Work"
    case home = "Home"
    case ideas = "Ideas"
    var id: Self { self }
}

private enum NotesTab: Hashable {
    case all, favorites, search
    case folder(String)
}

private struct NotesAppScreen: View {
    let notes: [Note]
    let folders: [String]
    @State private var selectedTab: NotesTab
    @State private var query: String
    @State private var tokens: [NoteTag]
    @State private var suggestedTokens = NoteTag.allCases

    init(notes: [Note], folders: [String], selectedTab: NotesTab = .all, query: String = "", tokens: [NoteTag] = []) {
        self.notes = notes
        self.folders = folders
        _selectedTab = State(initialValue: selectedTab)
        _query = State(initialValue: query)
        _tokens = State(initialValue: tokens)
    }

    private var searchResults: [Note] {
        notes.filter { note in
            (query.isEmpty || note.title.localizedCaseInsensitiveContains(query) || note.body.localizedCaseInsensitiveContains(query))
                && tokens.allSatisfy { note.tags.contains($0) }
        }
    }

    var body: some View {
        TabView(selection: $selectedTab) {
            Tab("Notes", systemImage: "note.text", value: .all) {
                NotesList(title: "All Notes", notes: notes)
            }
            Tab("Favorites", systemImage: "star", value: .favorites) {
                NotesList(title: "Favorites", notes: notes.filter(\.isFavorite))
            }
            .badge(notes.filter(\.isFavorite).count)

            TabSection("Folders") {
                ForEach(folders, id: \.self) { folder in
                    Tab(folder, systemImage: "folder", value: NotesTab.folder(folder)) {
                        NotesList(title: folder, notes: notes.filter { $0.folder == folder })
                    }
                }
            }

            Tab(value: .search, role: .search) {
                NavigationStack {
                    List(searchResults) { note in
                        NoteRow(note: note)
                    }
                    .navigationTitle("Search")
                    .searchable(text: $query, tokens: $tokens, suggestedTokens: $suggestedTokens, prompt: "Notes and tags") { tag in
                        Label(tag.rawValue, systemImage: "tag")
                    }
                    .overlay {
                        if searchResults.isEmpty {
                            ContentUnavailableView.search(text: query)
                        }
                    }
                }
            }
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}

private struct NotesList: View {
    let title: String
    let notes: [Note]
    @State private var showsNewNote = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(notes) { note in
                    NavigationLink(value: note) {
                        NoteRow(note: note)
                    }
                }
            }
            .navigationTitle(title)
            .toolbarTitleMenu {
                Button("Sort by Date Edited") {}
                Button("Sort by Title") {}
            }
            .toolbar {
                ToolbarItem(placement: .status) {
                    Text("\(notes.count) Notes")
                        .font(.caption)
                }
                ToolbarItem(placement: .bottomBar) {
                    Button("New Note", systemImage: "square.and.pencil") {
                        showsNewNote = true
                    }
                }
            }
            .toolbarBackgroundVisibility(.visible, for: .bottomBar)
            .toolbarColorScheme(.light, for: .navigationBar)
            .navigationDestination(for: Note.self) { note in
                NoteEditor(note: note)
            }
            .sheet(isPresented: $showsNewNote) {
                NoteEditor(note: Note(id: 0, title: "", body: "", folder: title, tags: [], edited: "now"))
                    .presentationSizing(.page)
            }
        }
    }
}

private struct NoteRow: View {
    let note: Note

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            HStack {
                Text(note.title.isEmpty ? "New Note" : note.title)
                    .font(.headline)
                if note.isFavorite {
                    Image(systemName: "star.fill")
                        .foregroundStyle(.yellow)
                        .accessibilityLabel("Favorite")
                }
            }
            HStack {
                Text(note.edited)
                Text(note.body)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
            .font(.subheadline)
        }
    }
}

private struct NoteEditor: View {
    @State var note: Note

    var body: some View {
        Form {
            TextField("Title", text: $note.title)
            TextEditor(text: $note.body)
            Section("Tags") {
                ForEach(note.tags) { tag in
                    Label(tag.rawValue, systemImage: "tag")
                }
            }
        }
        .navigationTitle(note.title.isEmpty ? "New Note" : note.title)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar(removing: .title)
    }
}

@MainActor
@Suite(.drawsEveryReadableText) struct NotesAppScreenTests {
    private let notes = [
        Note(id: 1, title: "Trip to Kyoto", body: "Book the ryokan and the rail pass", folder: "Travel", tags: [.home, .ideas],
             isFavorite: true, edited: "Mon"),
        Note(id: 2, title: "Q3 planning", body: "Hiring, roadmap, budget review", folder: "Work", tags: [.work], edited: "09:30"),
    ]
    private let folders = ["Travel", "Work"]

    @Test func theTabsOfTheIOS18TabAPIFindTheirValuesAndShowTheFirst() {
        #expect(NotesAppScreen(notes: notes, folders: folders).render(width: 40) == """
                          All Notes ▾
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            ╭──────────────────────────────────────╮
            │ Trip to Kyoto ★                    › │
            │ Mon Book the ryokan and the rail…    │
            ├──────────────────────────────────────┤
            │ Q3 planning                        › │
            │ 09:30 Hiring, roadmap, budget…       │
            ╰──────────────────────────────────────╯
            ────────────────────────────────────────
            ✎               2 Notes
            ━━━━━━━━────────────────────────────────
               ≣      ☆(1)     ▭       ▭       ⌕
             Notes  Favori…  Travel   Work   Search
            """)
        #expect(NotesAppScreen(notes: notes, folders: folders).accessibilityTranscript() == """
            Heading: All Notes
            Button: Trip to Kyoto, Favorite, Mon, Book the ryokan and the rail pass
            Button: Q3 planning, 09:30, Hiring, roadmap, budget review
            Button: New Note
            Text: 2 Notes
            Tab, Selected: Notes
            Tab: Favorites, 1
            Tab: Travel
            Tab: Work
            Tab: Search
            """)
    }

    @Test func aTabInASectionIsSelectedByItsValue() {
        #expect(NotesAppScreen(notes: notes, folders: folders, selectedTab: .folder("Work")).render(width: 40) == """
                             Work ▾
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            ╭──────────────────────────────────────╮
            │ Q3 planning                        › │
            │ 09:30 Hiring, roadmap, budget…       │
            ╰──────────────────────────────────────╯
            ────────────────────────────────────────
            ✎               1 Notes
            ────────────────────────━━━━━━━━────────
               ≣      ☆(1)     ▭       ▭       ⌕
             Notes  Favori…  Travel   Work   Search
            """)
    }

    @Test func theSearchTabShowsTokensInTheFieldAndSuggestsTheOthers() {
        let screen = NotesAppScreen(notes: notes, folders: folders, selectedTab: .search, query: "rail", tokens: [.ideas])
        #expect(screen.render(width: 40) == """
                             Search
            ╭──────────────────────────────────────╮
            │ ⌕ [Ideas] rail                       │
            ╰──────────────────────────────────────╯
            ⌗ Work
            ⌗ Home
            ⌗ Ideas
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            ╭──────────────────────────────────────╮
            │ Trip to Kyoto ★                      │
            │ Mon Book the ryokan and the rail…    │
            ╰──────────────────────────────────────╯
            ────────────────────────────────━━━━━━━━
               ≣      ☆(1)     ▭       ▭       ⌕
             Notes  Favori…  Travel   Work   Search
            """)
        #expect(screen.accessibilityTranscript() == """
            Heading: Search
            Search field: Notes and tags, Ideas, rail
            Text: Work
            Text: Home
            Text: Ideas
            Text: Trip to Kyoto
            Image: Favorite
            Text: Mon
            Text: Book the ryokan and the rail pass
            Tab: Notes
            Tab: Favorites, 1
            Tab: Travel
            Tab: Work
            Tab, Selected: Search
            """)
    }

    @Test func tokensThatMatchNothingShowTheSearchPlaceholder() {
        let text = NotesAppScreen(notes: notes, folders: folders, selectedTab: .search, tokens: [.work, .home]).render(width: 24)
        for words in ["⌕ [Work] [Home]", "⌗ Ideas", "No Results", "⌕"] {
            #expect(text.contains(words), "\(words)")
        }
    }

    @Test func noLineIsWiderThanTheWidth() async {
        let tabs: [NotesTab] = [.all, .favorites, .folder("Travel"), .search]
        for width in 0...60 {
            await Task.yield()  // other main-actor tests get their turn between widths
            for tab in tabs {
                let text = NotesAppScreen(notes: notes, folders: folders, selectedTab: tab, query: "a", tokens: [.work]).render(width: width)
                RenderChecks.checkOutputRules(text, width: width, "\(tab) at \(width)")
            }
        }
    }
}
