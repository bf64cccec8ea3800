// A reading app's root as an iOS team writes it: a TabView with tab items, a badge and a
// selection; a NavigationStack on a NavigationPath with value and isPresented destinations, a
// toolbar with a popover; an outline List(children:) of shelves; a full-screen reader for an item;
// an onboarding sheet of pages with detents and presentation styling.
import Testing
import TextUI

private struct Book: Identifiable, Hashable {
    let id: Int
    let title: String
    let author: String
    var progress: Double
}

private struct Shelf: Identifiable, Hashable {
    let id: String
    let name: String
    var children: [Shelf]?
}

private enum LibraryTab: Hashable {
    case reading, shelves, store
}

private struct LibraryScreen: View {
    let reading: [Book]
    let shelves: [Shelf]
    var downloads: Int = 0
    @State private var selectedTab: LibraryTab
    @State private var path = NavigationPath()
    @State private var showsOnboarding: Bool
    @State private var openBook: Book?
    @State private var showsSortOptions = false
    @State private var showsSettings = false

    init(reading: [Book], shelves: [Shelf], downloads: Int = 0, selectedTab: LibraryTab = .reading,
         showsOnboarding: Bool = false, openBook: Book? = nil) {
        self.reading = reading
        self.shelves = shelves
        self.downloads = downloads
        _selectedTab = State(initialValue: selectedTab)
        _showsOnboarding = State(initialValue: showsOnboarding)
        _openBook = State(initialValue: openBook)
    }

    var body: some View {
        TabView(selection: $selectedTab) {
            NavigationStack(path: $path) {
                ReadingNowList(books: reading) { openBook = $0 }
                    .navigationTitle("Reading Now")
                    .navigationDestination(for: Book.self) { book in
                        BookDetail(book: book)
                    }
                    .navigationDestination(isPresented: $showsSettings) {
                        Text("Reading goals")
                            .navigationTitle("Settings")
                    }
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) {
                            Button("Settings", systemImage: "gearshape") { showsSettings = true }
                        }
                        ToolbarItem(placement: .topBarTrailing) {
                            Button("Sort", systemImage: "arrow.up.arrow.down") { showsSortOptions = true }
                                .popover(isPresented: $showsSortOptions, arrowEdge: .top) {
                                    SortOptions()
                                        .presentationCompactAdaptation(.popover)
                                }
                        }
                    }
            }
            .tabItem {
                Label("Reading Now", systemImage: "book")
            }
            .tag(LibraryTab.reading)

            NavigationStack {
                List(shelves, children: \.children) { shelf in
                    Label(shelf.name, systemImage: shelf.children == nil ? "books.vertical" : "folder")
                }
                .navigationTitle("Shelves")
            }
            .tabItem {
                Label("Shelves", systemImage: "books.vertical")
            }
            .tag(LibraryTab.shelves)

            NavigationStack {
                ContentUnavailableView("Store Unavailable", systemImage: "bag", description: Text("Try again later."))
                    .navigationTitle("Store")
            }
            .tabItem {
                Label("Store", systemImage: "bag")
            }
            .badge(downloads)
            .tag(LibraryTab.store)
        }
        .fullScreenCover(item: $openBook) { book in
            ReaderView(book: book)
        }
        .sheet(isPresented: $showsOnboarding) {
            OnboardingPages()
                .presentationDetents([.fraction(0.6), .large])
                .presentationDragIndicator(.hidden)
                .presentationCornerRadius(24)
                .presentationBackground(.regularMaterial)
        }
    }
}

private struct ReadingNowList: View {
    let books: [Book]
    var open: (Book) -> Void

    var body: some View {
        List {
            Section {
                ForEach(books) { book in
                    NavigationLink(value: book) {
                        VStack(alignment: .leading) {
                            Text(book.title)
                                .font(.headline)
                            Text(book.author)
                                .foregroundStyle(.secondary)
                            ProgressView(value: book.progress)
                        }
                    }
                    .contextMenu {
                        Button("Read", systemImage: "book") { open(book) }
                    }
                }
            } header: {
                Text("Continue Reading")
            }
            .headerProminence(.increased)
        }
        .listStyle(.insetGrouped)
        .scrollContentBackground(.hidden)
    }
}

private struct BookDetail: View {
    let book: Book
    @State private var showsAbout = true

    var body: some View {
        Form {
            Section {
                LabeledContent("Author", value: book.author)
                LabeledContent("Progress", value: book.progress, format: .percent)
            }
            DisclosureGroup("About this edition", isExpanded: $showsAbout) {
                Text("Paperback, 2019. 320 pages.")
            }
        }
        .navigationTitle(book.title)
        .navigationBarTitleDisplayMode(.large)
        .toolbarBackground(.visible, for: .navigationBar)
    }
}

private struct SortOptions: View {
    @State private var sortByTitle = true

    var body: some View {
        VStack(alignment: .leading) {
            Toggle("Sort by title", isOn: $sortByTitle)
            Text("Otherwise by recent")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .padding()
        .frame(minWidth: 240)
    }
}

private struct ReaderView: View {
    let book: Book
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            ScrollView {
                Text("Chapter 1")
                    .font(.title)
                Text("It was a bright cold day in April.")
            }
            .navigationTitle(book.title)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Close", systemImage: "xmark") { dismiss() }
                }
                ToolbarItem(placement: .status) {
                    Text("\(Int(book.progress * 100))% read")
                }
            }
            .toolbarTitleDisplayMode(.inline)
        }
    }
}

private struct OnboardingPages: View {
    @State private var page = 0

    var body: some View {
        TabView(selection: $page) {
            Text("Read anywhere").tag(0)
            Text("Sync your progress").tag(1)
            Text("Share your shelves").tag(2)
        }
        .tabViewStyle(.page(indexDisplayMode: .always))
        .indexViewStyle(.page(backgroundDisplayMode: .always))
    }
}

@MainActor
@Suite(.drawsEveryReadableText) struct LibraryScreenTests {
    private let books = [
        Book(id: 1, title: "Nineteen Eighty-Four", author: "George Orwell", progress: 0.42),
        Book(id: 2, title: "Kokoro", author: "Natsume Sōseki", progress: 0.1),
    ]
    private let shelves = [
        Shelf(id: "fiction", name: "Fiction", children: [Shelf(id: "classics", name: "Classics", children: nil)]),
        Shelf(id: "want", name: "Want to Read", children: nil),
    ]

    @Test func theFirstTabShowsItsStackToolbarAndTheTabBar() {
        #expect(LibraryScreen(reading: books, shelves: shelves, downloads: 2).render(width: 40) == """
            ⚙             Reading Now              ⇅
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
              Continue Reading
            ╭──────────────────────────────────────╮
            │ Nineteen Eighty-Four                 │
            │ George Orwell                      › │
            │ ████████████░░░░░░░░░░░░░░░░░░ 42%   │
            ├──────────────────────────────────────┤
            │ Kokoro                               │
            │ Natsume Sōseki                     › │
            │ ███░░░░░░░░░░░░░░░░░░░░░░░░░░░ 10%   │
            ╰──────────────────────────────────────╯
            ━━━━━━━━━━━━━━──────────────────────────
            ◫ Reading Now   ▥ Shelves   ⊔ Store(2)
            """)
        #expect(LibraryScreen(reading: books, shelves: shelves, downloads: 2).accessibilityTranscript() == """
            Button: Settings
            Heading: Reading Now
            Button: Sort
            Heading: Continue Reading
            Button: Nineteen Eighty-Four, George Orwell, 42 percent
              Actions: Read
            Button: Kokoro, Natsume Sōseki, 10 percent
              Actions: Read
            Tab, Selected: Reading Now
            Tab: Shelves
            Tab: Store, 2
            """)
    }

    @Test func aNarrowTabBarShowsTheSymbolsWithTheirTitlesUnder() {
        let text = LibraryScreen(reading: books, shelves: shelves, downloads: 2).render(width: 24)
        #expect(text.hasSuffix("   ◫       ▥      ⊔(2)\nReadin… Shelves  Store"))
        for words in ["⚙     Reading Now      ⇅", "Continue Reading", "Kokoro", "10%"] {
            #expect(text.contains(words), "\(words)")
        }
    }

    @Test func theShelvesTabIsAnOutlineCollapsedAtItsParents() {
        #expect(LibraryScreen(reading: books, shelves: shelves, selectedTab: .shelves).render(width: 40) == """
                            Shelves
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            ╭──────────────────────────────────────╮
            │ ▸ ▭ Fiction                          │
            ├──────────────────────────────────────┤
            │ ▥ Want to Read                       │
            ╰──────────────────────────────────────╯
            ──────────────━━━━━━━━━━━━━─────────────
            ◫ Reading Now   ▥ Shelves     ⊔ Store
            """)
        #expect(LibraryScreen(reading: books, shelves: shelves, selectedTab: .shelves).accessibilityTranscript() == """
            Heading: Shelves
            Button: Fiction, collapsed
            Text: Want to Read
            Tab: Reading Now
            Tab, Selected: Shelves
            Tab: Store
            """)
    }

    @Test func theStoreTabShowsItsPlaceholderAndBadge() {
        #expect(LibraryScreen(reading: books, shelves: shelves, downloads: 2, selectedTab: .store).render(width: 40) == """
                             Store
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
                               ⊔
                       Store Unavailable
                       Try again later.
            ───────────────────────────━━━━━━━━━━━━━
            ◫ Reading Now   ▥ Shelves   ⊔ Store(2)
            """)
    }

    @Test func theOnboardingSheetIsPagedAndReadAsAPageOfThree() {
        let screen = LibraryScreen(reading: books, shelves: shelves, showsOnboarding: true)
        #expect(screen.render(width: 40).contains("│            Read anywhere             │"))
        #expect(screen.render(width: 40).contains("● ○ ○"))
        #expect(screen.accessibilityTranscript() == "Text: Read anywhere\nText: Page 1 of 3")
    }

    @Test func anOpenBookCoversTheScreen() {
        #expect(LibraryScreen(reading: books, shelves: shelves, openBook: books[0]).render(width: 40) == """
            ✕         Nineteen Eighty-Four
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
                           Chapter 1
               It was a bright cold day in April.








            ────────────────────────────────────────
                            42% read
            """)
    }

    @Test func noLineIsWiderThanTheWidth() async {
        for width in 0...60 {
            await Task.yield()  // other main-actor tests get their turn between widths
            for tab in [LibraryTab.reading, .shelves, .store] {
                let text = LibraryScreen(reading: books, shelves: shelves, downloads: 12, selectedTab: tab).render(width: width)
                RenderChecks.checkOutputRules(text, width: width, "\(tab) at \(width)")
            }
            RenderChecks.checkOutputRules(LibraryScreen(reading: books, shelves: shelves, showsOnboarding: true).render(width: width), width: width, "sheet at \(width)")
            RenderChecks.checkOutputRules(LibraryScreen(reading: books, shelves: shelves, openBook: books[1]).render(width: width), width: width, "cover at \(width)")
        }
    }
}
