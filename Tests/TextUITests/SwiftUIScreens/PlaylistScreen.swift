// A playlist editor as an iOS team writes it: a list with set selection, delete and move, an
// EditButton and the edit mode it drives, a collapsible Section(isExpanded:), a bottom bar that
// changes while editing, an alert presenting the selection, a navigationDestination(item:), a
// task keyed by the song count, onChange(of:initial:) and a safe-area inset.
import Testing
import TextUI

private struct Song: Identifiable, Hashable {
    let id: Int
    let title: String
    let artist: String
    let duration: String
    var isExplicit = false
}

private struct Playlist: Identifiable {
    let id: UUID
    var name: String
    var songs: [Song]
    var suggestions: [Song]
}

private struct PlaylistScreen: View {
    @State private var playlist: Playlist
    @State private var editMode: EditMode
    @State private var selection: Set<Song.ID>
    @State private var showsSuggestions = true
    @State private var confirmsRemoval = false
    @State private var openSong: Song?
    @State private var lastSaved: String?
    var save: (Playlist) async -> Void = { _ in }

    init(playlist: Playlist, editMode: EditMode = .inactive, selection: Set<Song.ID> = [],
         confirmsRemoval: Bool = false, openSong: Song? = nil, save: @escaping (Playlist) async -> Void = { _ in }) {
        _playlist = State(initialValue: playlist)
        _editMode = State(initialValue: editMode)
        _selection = State(initialValue: selection)
        _confirmsRemoval = State(initialValue: confirmsRemoval)
        _openSong = State(initialValue: openSong)
        self.save = save
    }

    var body: some View {
        NavigationStack {
            List(selection: $selection) {
                Section {
                    ForEach(playlist.songs) { song in
                        SongRow(song: song)
                            .onTapGesture { openSong = song }
                    }
                    .onDelete { playlist.songs.remove(atOffsets: $0) }
                    .onMove { playlist.songs.move(fromOffsets: $0, toOffset: $1) }
                } header: {
                    Text("\(playlist.songs.count) songs")
                }

                if !editMode.isEditing {
                    Section("Suggested", isExpanded: $showsSuggestions) {
                        ForEach(playlist.suggestions) { song in
                            HStack {
                                SongRow(song: song)
                                Button("Add", systemImage: "plus.circle") {
                                    playlist.songs.append(song)
                                }
                                .labelStyle(.iconOnly)
                                .buttonStyle(.borderless)
                            }
                            .selectionDisabled()
                        }
                    }
                }
            }
            .listStyle(.plain)
            .navigationTitle(playlist.name)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    EditButton()
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    if editMode.isEditing {
                        Button("Remove", role: .destructive) { confirmsRemoval = true }
                            .disabled(selection.isEmpty)
                        Spacer()
                        Text("\(selection.count) selected")
                    } else {
                        Button("Shuffle", systemImage: "shuffle") {}
                        Spacer()
                        Button("Play", systemImage: "play.fill") {}
                    }
                }
            }
            .toolbar(editMode.isEditing ? .hidden : .visible, for: .tabBar)
            .environment(\.editMode, $editMode)
            .navigationDestination(item: $openSong) { song in
                SongDetail(song: song)
            }
            .alert("Remove \(selection.count) songs?", isPresented: $confirmsRemoval, presenting: selection) { ids in
                Button("Remove", role: .destructive) {
                    playlist.songs.removeAll { ids.contains($0.id) }
                    selection.removeAll()
                }
                Button("Cancel", role: .cancel) {}
            } message: { ids in
                Text("They stay in your library.")
            }
            .onChange(of: editMode, initial: false) {
                if !editMode.isEditing {
                    Task { await save(playlist) }
                }
            }
            .task(id: playlist.songs.count) {
                lastSaved = "just now"
            }
            .safeAreaInset(edge: .bottom) {
                if let lastSaved, !editMode.isEditing {
                    Text("Saved \(lastSaved)")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
        }
    }
}

private struct SongRow: View {
    let song: Song

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                HStack(spacing: 4) {
                    Text(song.title)
                    if song.isExplicit {
                        Image(systemName: "e.square.fill")
                            .accessibilityLabel("Explicit")
                    }
                }
                Text(song.artist)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text(song.duration)
                .monospacedDigit()
                .foregroundStyle(.secondary)
        }
    }
}

private struct SongDetail: View {
    let song: Song
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 8) {
            Text(song.title)
                .font(.title2)
            Text(song.artist)
                .foregroundStyle(.secondary)
            Button("Back to playlist") { dismiss() }
                .buttonStyle(.bordered)
        }
        .navigationTitle("Now Playing")
        .onDisappear {}
    }
}

@MainActor
@Suite(.drawsEveryReadableText) struct PlaylistScreenTests {
    private let songs = [
        Song(id: 1, title: "Blue in Green", artist: "Miles Davis", duration: "5:37"),
        Song(id: 2, title: "Ponta de Areia", artist: "Milton Nascimento", duration: "4:33", isExplicit: true),
    ]
    private var playlist: Playlist {
        Playlist(id: UUID(uuidString: "00000000-0000-0000-0000-0000000000AA")!, name: "Late Night", songs: songs,
                 suggestions: [Song(id: 3, title: "Naima", artist: "John Coltrane", duration: "4:21")])
    }

    @Test func atRestTheSongsTheExpandedSuggestionsAndThePlayBar() {
        #expect(PlaylistScreen(playlist: playlist).render(width: 40) == """
                           Late Night           Edit
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            2 songs
            Blue in Green                       5:37
            Miles Davis
            ────────────────────────────────────────
            Ponta de Areia Ⓔ                    4:33
            Milton Nascimento

            ▾ Suggested
            Naima                             4:21 ⊕
            John Coltrane
            ────────────────────────────────────────
            ⤮                                      ▶
            """)
        #expect(PlaylistScreen(playlist: playlist).accessibilityTranscript() == """
            Heading: Late Night
            Button: Edit
            Heading: 2 songs
            Text: Blue in Green
              Actions: Delete
            Text: Miles Davis
            Text: 5:37
            Text: Ponta de Areia
              Actions: Delete
            Image: Explicit
            Text: Milton Nascimento
            Text: 4:33
            Heading: Suggested, expanded
            Text: Naima
            Text: John Coltrane
            Text: 4:21
            Button: Add
            Button: Shuffle
            Button: Play
            """)
    }

    @Test func editingShowsChoiceCirclesMoveHandlesDoneAndTheSelectionBar() {
        let screen = PlaylistScreen(playlist: playlist, editMode: .active, selection: [2])
        #expect(screen.render(width: 40) == """
                           Late Night           Done
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            2 songs
            ○ Blue in Green                   5:37 ≡
              Miles Davis
            ────────────────────────────────────────
            ◉ Ponta de Areia Ⓔ                4:33 ≡
              Milton Nascimento
            ────────────────────────────────────────
            Remove                        1 selected
            """)
        #expect(screen.accessibilityTranscript() == """
            Heading: Late Night
            Button: Done
            Heading: 2 songs
            Text: Blue in Green
              Actions: Delete
            Text: Miles Davis
            Text: 5:37
            Text, Selected: Ponta de Areia
              Actions: Delete
            Image, Selected: Explicit
            Text, Selected: Milton Nascimento
            Text, Selected: 4:33
            Button: Remove
            Text: 1 selected
            """)
        let narrow = screen.render(width: 24)
        for words in ["Done", "○ Blue in", "◉ Areia", "≡", "Remove", "1 selected"] {
            #expect(narrow.contains(words), "\(words)")
        }
        #expect(!narrow.contains("Suggested") && !narrow.contains("⊖"))
    }

    @Test func removingAsksFirstOverTheList() {
        #expect(PlaylistScreen(playlist: playlist, editMode: .active, selection: [2], confirmsRemoval: true).render(width: 40) == """
                           Late Night           Done
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            2 ╭──────────────────────────────────╮
            ○ │         Remove 1 songs?          │ ≡
              │    They stay in your library.    │
            ──├─────────────────┬────────────────┤──
            ◉ │     Remove      │     Cancel     │ ≡
              ╰─────────────────┴────────────────╯
            ────────────────────────────────────────
            Remove                        1 selected
            """)
    }

    @Test func aChosenSongIsPushedByItsItemBinding() {
        #expect(PlaylistScreen(playlist: playlist, openSong: songs[0]).render(width: 40) == """
            ‹ Late Night  Now Playing
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
                         Blue in Green
                          Miles Davis
                      [ Back to playlist ]
            """)
    }

    @Test func noLineIsWiderThanTheWidth() async {
        for width in 0...60 {
            await Task.yield()  // other main-actor tests get their turn between widths
            for mode in [EditMode.inactive, .active] {
                let text = PlaylistScreen(playlist: playlist, editMode: mode, selection: [1], confirmsRemoval: mode == .active).render(width: width)
                RenderChecks.checkOutputRules(text, width: width, "\(mode) at \(width)")
            }
        }
    }
}
