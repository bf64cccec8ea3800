import Foundation
import Testing
import TextUI

struct Member: Identifiable, Hashable {
    let id: Int
    let name: String
    let role: String
    let commits: Int
}

struct TeamRosterScreen: View {
    var members = [
        Member(id: 1, name: "Aiko Tanaka", role: "iOS", commits: 412),
        Member(id: 2, name: "Ren Sato", role: "Backend", commits: 238),
        Member(id: 3, name: "Mei Suzuki", role: "Design", commits: 57),
    ]
    @State private var selection: Member.ID?
    @State private var sortOrder = [KeyPathComparator(\Member.name)]

    var body: some View {
        NavigationStack {
            Table(members, selection: $selection, sortOrder: $sortOrder) {
                TableColumn("Name", value: \.name)
                TableColumn("Role", value: \.role)
                TableColumn("Commits", value: \.commits) { member in
                    Text("\(member.commits)")
                }
                .width(min: 60, ideal: 80)
            }
            .tableStyle(.inset)
            .navigationTitle("Team")
        }
    }
}

struct ReleaseNotesTable: View {
    struct ReleaseNote: Identifiable {
        let id = UUID()
        let version: String
        let summary: String
    }

    let notes = [ReleaseNote(version: "2.1", summary: "Widgets"), ReleaseNote(version: "2.0", summary: "New editor")]

    var body: some View {
        Table(notes) {
            TableColumn("Version") { note in
                Label(note.version, systemImage: "tag")
            }
            TableColumn("Summary", value: \.summary)
        }
        .tableStyle(.automatic)
    }
}

// Tables as a Mac-and-iPad app writes them: sortable columns (KeyPathComparator sort order, a
// column with content and a width), a selection, .tableStyle; on a phone only the first
// column shows, as a list.

@MainActor @Suite(.drawsEveryReadableText) struct TeamRosterScreenTests {
    @Test func aPhoneShowsTheFirstColumnAsAList() {
        #expect(TeamRosterScreen().render(width: 32) == """
                          Team
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            ╭──────────────────────────────╮
            │ Aiko Tanaka                  │
            ├──────────────────────────────┤
            │ Ren Sato                     │
            ├──────────────────────────────┤
            │ Mei Suzuki                   │
            ╰──────────────────────────────╯
            """)
    }

    @Test func aColumnOfViewsDrawsItsViews() {
        #expect(ReleaseNotesTable().render(width: 20) == """
            ╭──────────────────╮
            │ ⌗ 2.1            │
            ├──────────────────┤
            │ ⌗ 2.0            │
            ╰──────────────────╯
            """)
    }
}
