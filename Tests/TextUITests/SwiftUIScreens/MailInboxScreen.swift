import Testing
import TextUI

// A mail inbox as an iOS team writes it: sections by day, swipe actions, a context menu,
// a toolbar with an edit button, a compose button in the bottom bar and a status line.

private struct Mail: Identifiable, Hashable {
    let id: Int
    let from: String
    let subject: String
    let time: String
    var isUnread: Bool
}

private struct MailInboxScreen: View {
    let today: [Mail]
    let earlier: [Mail]
    var archive: (Mail) -> Void = { _ in }
    var toggleRead: (Mail) -> Void = { _ in }

    var body: some View {
        NavigationStack {
            List {
                Section("Today") {
                    ForEach(today, content: row)
                        .onDelete { _ in }
                }
                Section {
                    ForEach(earlier, content: row)
                } header: {
                    Text("Earlier")
                } footer: {
                    Text("\(earlier.count) older messages")
                }
            }
            .navigationTitle("Inbox")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                ToolbarItemGroup(placement: .bottomBar) {
                    Spacer()
                    Button("Compose", systemImage: "pencil") {}
                }
                ToolbarItem(placement: .status) { Text("Updated just now") }
            }
            .refreshable {}
        }
    }

    private func row(_ mail: Mail) -> some View {
        HStack {
            Text(mail.isUnread ? "•" : " ")
            VStack(alignment: .leading) {
                HStack {
                    Text(mail.from).bold()
                    Spacer()
                    Text(mail.time).foregroundStyle(.secondary)
                }
                Text(mail.subject).lineLimit(1)
            }
        }
        .swipeActions(edge: .leading) {
            Button(mail.isUnread ? "Read" : "Unread") { toggleRead(mail) }
                .tint(.blue)
        }
        .swipeActions(edge: .trailing, allowsFullSwipe: true) {
            Button(role: .destructive) { archive(mail) } label: {
                Label("Archive", systemImage: "tray")
            }
        }
        .contextMenu {
            Button("Reply", systemImage: "paperplane") {}
            Button("Flag", systemImage: "flag") {}
        }
    }
}

@MainActor
@Suite(.drawsEveryReadableText) struct MailInboxScreenTests {
    private let screen = MailInboxScreen(
        today: [Mail(id: 1, from: "Aiko Tanaka", subject: "Lunch on Friday?", time: "09:12", isUnread: true)],
        earlier: [Mail(id: 2, from: "Ben Ito", subject: "Invoice #2291 for the spring order", time: "Mon", isUnread: false)]
    )

    @Test func theInboxShowsItsSectionsBarsAndRows() {
        #expect(screen.render(width: 40) == """
            Edit             Inbox
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
              Today
            ╭──────────────────────────────────────╮
            │ • Aiko Tanaka                  09:12 │
            │   Lunch on Friday?                   │
            ╰──────────────────────────────────────╯

              Earlier
            ╭──────────────────────────────────────╮
            │   Ben Ito                        Mon │
            │   Invoice #2291 for the spring order │
            ╰──────────────────────────────────────╯
              1 older messages
            ────────────────────────────────────────
                        Updated just now           ✎
            """)
    }

    @Test func theRowsOfferTheirSwipeAndMenuActionsToAScreenReader() {
        let transcript = screen.accessibilityTranscript()
        #expect(transcript.contains("Text: •\n  Actions: Read, Archive, Reply, Flag, Delete"))
        #expect(transcript.contains("Text: Ben Ito"))
        #expect(transcript.contains("Heading: Inbox"))
        #expect(transcript.hasSuffix("Button: Compose\nText: Updated just now"))
    }
}
