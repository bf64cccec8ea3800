import Foundation
import Testing
import TextUI

struct BrowsedNote: Identifiable, Hashable {
    let id: Int
    var title: String
}

struct SelectedNoteKey: FocusedValueKey {
    typealias Value = BrowsedNote
}

extension FocusedValues {
    var selectedNote: BrowsedNote? {
        get { self[SelectedNoteKey.self] }
        set { self[SelectedNoteKey.self] = newValue }
    }
}

struct DeleteNoteButton: View {
    @FocusedValue(\.selectedNote) private var note

    var body: some View {
        Button(note.map { "Delete “\($0.title)”" } ?? "Delete", role: .destructive) {}
            .disabled(note == nil)
    }
}

struct NotesBrowserScreen: View {
    let notes = [BrowsedNote(id: 1, title: "Groceries"), BrowsedNote(id: 2, title: "Trip to Nara")]
    var selected: BrowsedNote?

    var body: some View {
        NavigationStack {
            List {
                ForEach(notes) { note in
                    Text(note.title)
                }
                DeleteNoteButton()
            }
            .navigationTitle("Notes")
            .toolbar {
                ToolbarTitleMenu {
                    Button("Rename") {}
                    Button("Duplicate") {}
                }
                ToolbarItem(placement: .bottomBar) { Button("New") {} }
                ToolbarSpacer(.flexible, placement: .bottomBar)
                ToolbarItem(placement: .bottomBar) { Text("\(notes.count) notes") }
            }
        }
        .focusedSceneValue(\.selectedNote, selected ?? notes[0])
    }
}

// A notes list that publishes its selection for the scene (FocusedValueKey, a FocusedValues
// entry, .focusedSceneValue) and a button that reads it with @FocusedValue; a toolbar with a
// ToolbarTitleMenu and a ToolbarSpacer between bottom-bar items.

@MainActor @Suite(.drawsEveryReadableText) struct NotesBrowserScreenTests {
    @Test func theTitleHasItsMenuAndTheButtonSeesTheScenesNote() {
        #expect(NotesBrowserScreen().render(width: 32) == """
                        Notes ▾
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            ╭──────────────────────────────╮
            │ Groceries                    │
            ├──────────────────────────────┤
            │ Trip to Nara                 │
            ├──────────────────────────────┤
            │ Delete “Groceries”           │
            ╰──────────────────────────────╯
            ────────────────────────────────
            New                      2 notes
            """)
    }

    @Test func withNothingPublishedTheValueIsNil() {
        #expect(DeleteNoteButton().render(width: 20) == "( Delete )", "dimmed: no note is published")
        let published = DeleteNoteButton().focusedSceneValue(\.selectedNote, BrowsedNote(id: 9, title: "Ideas"))
        #expect(published.render(width: 24) == "[ Delete “Ideas” ]")
    }
}
