// A mail app's three-column split view as an iOS team writes it: mailboxes in a sidebar with
// badges and a collapsible section, the chosen mailbox's messages with swipe actions and a search
// field, and the chosen message; a compose sheet. Drawn column under column.
import Testing
import TextUI

private struct Mailbox: Identifiable, Hashable {
    let id: String
    let name: String
    let systemImage: String
    var unreadCount: Int
}

private struct MailMessage: Identifiable, Hashable {
    let id: Int
    let mailboxID: String
    let sender: String
    let subject: String
    let preview: String
    let received: String
    var isUnread: Bool
    var isFlagged: Bool
}

private struct MailSplitScreen: View {
    let mailboxes: [Mailbox]
    let smartMailboxes: [Mailbox]
    let messages: [MailMessage]
    @State private var selectedMailbox: Mailbox.ID?
    @State private var selectedMessage: MailMessage.ID?
    @State private var columnVisibility = NavigationSplitViewVisibility.all
    @State private var showsSmartMailboxes = true
    @State private var searchText = ""
    @State private var isComposing = false

    init(mailboxes: [Mailbox], smartMailboxes: [Mailbox], messages: [MailMessage],
         selectedMailbox: Mailbox.ID? = nil, selectedMessage: MailMessage.ID? = nil) {
        self.mailboxes = mailboxes
        self.smartMailboxes = smartMailboxes
        self.messages = messages
        _selectedMailbox = State(initialValue: selectedMailbox)
        _selectedMessage = State(initialValue: selectedMessage)
    }

    var body: some View {
        NavigationSplitView(columnVisibility: $columnVisibility) {
            sidebar
        } content: {
            messageList
        } detail: {
            detail
        }
        .navigationSplitViewStyle(.balanced)
        .sheet(isPresented: $isComposing) {
            ComposeView()
        }
    }

    private var sidebar: some View {
        List(selection: $selectedMailbox) {
            Section("Mailboxes") {
                ForEach(mailboxes) { mailbox in
                    Label(mailbox.name, systemImage: mailbox.systemImage)
                        .badge(mailbox.unreadCount)
                        .tag(mailbox.id)
                }
            }
            Section("Smart Mailboxes", isExpanded: $showsSmartMailboxes) {
                ForEach(smartMailboxes) { mailbox in
                    NavigationLink(value: mailbox.id) {
                        Label(mailbox.name, systemImage: mailbox.systemImage)
                    }
                }
            }
        }
        .listStyle(.sidebar)
        .navigationTitle("Mail")
        .navigationSplitViewColumnWidth(min: 180, ideal: 220, max: 300)
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button {
                    isComposing = true
                } label: {
                    Label("Compose", systemImage: "square.and.pencil")
                }
            }
        }
    }

    private var visibleMessages: [MailMessage] {
        let inMailbox = messages.filter { $0.mailboxID == selectedMailbox }
        guard !searchText.isEmpty else { return inMailbox }
        return inMailbox.filter { $0.subject.localizedCaseInsensitiveContains(searchText) || $0.sender.localizedCaseInsensitiveContains(searchText) }
    }

    @ViewBuilder
    private var messageList: some View {
        if let mailbox = mailboxes.first(where: { $0.id == selectedMailbox }) {
            List(visibleMessages, selection: $selectedMessage) { message in
                MessageRow(message: message)
            }
            .listStyle(.plain)
            .navigationTitle(mailbox.name)
            .navigationSplitViewColumnWidth(ideal: 320)
            .searchable(text: $searchText, placement: .toolbar, prompt: "Search \(mailbox.name)")
            .overlay {
                if visibleMessages.isEmpty {
                    ContentUnavailableView("No Mail", systemImage: "tray", description: Text("Messages you receive appear here."))
                }
            }
        } else {
            Text("Select a mailbox")
                .foregroundStyle(.secondary)
        }
    }

    @ViewBuilder
    private var detail: some View {
        if let message = messages.first(where: { $0.id == selectedMessage }) {
            MessageDetail(message: message)
        } else {
            ContentUnavailableView("No Message Selected", systemImage: "envelope.open")
        }
    }
}

private struct MessageRow: View {
    let message: MailMessage

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            HStack {
                if message.isUnread {
                    Circle()
                        .fill(.blue)
                        .frame(width: 8, height: 8)
                }
                Text(message.sender)
                    .font(.headline)
                Spacer()
                Text(message.received)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Text(message.subject)
                .font(.subheadline)
            Text(message.preview)
                .font(.caption)
                .foregroundStyle(.secondary)
                .lineLimit(2)
        }
        .padding(.vertical, 4)
        .swipeActions(edge: .leading, allowsFullSwipe: true) {
            Button {
            } label: {
                Label(message.isUnread ? "Read" : "Unread", systemImage: message.isUnread ? "envelope.open" : "envelope.badge")
            }
            .tint(.blue)
        }
        .swipeActions(edge: .trailing) {
            Button(role: .destructive) {
            } label: {
                Label("Trash", systemImage: "trash")
            }
            Button {
            } label: {
                Label("Flag", systemImage: "flag")
            }
            .tint(.orange)
        }
    }
}

private struct MessageDetail: View {
    let message: MailMessage

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text(message.subject)
                    .font(.title2)
                    .bold()
                HStack {
                    Text("From:")
                        .foregroundStyle(.secondary)
                    Text(message.sender)
                }
                Divider()
                Text(message.preview)
            }
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .navigationTitle(message.subject)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItemGroup(placement: .bottomBar) {
                Button("Archive", systemImage: "archivebox") {}
                Spacer()
                Button("Reply", systemImage: "arrowshape.turn.up.left") {}
            }
        }
    }
}

private struct ComposeView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var to = ""
    @State private var subject = ""
    @State private var bodyText = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("To", text: $to)
                TextField("Subject", text: $subject)
                TextEditor(text: $bodyText)
                    .frame(minHeight: 200)
            }
            .navigationTitle("New Message")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Send") { dismiss() }
                        .disabled(to.isEmpty)
                }
            }
        }
        .presentationDetents([.medium, .large])
    }
}

@MainActor
@Suite(.drawsEveryReadableText) struct MailSplitScreenTests {
    private let mailboxes = [
        Mailbox(id: "inbox", name: "Inbox", systemImage: "tray", unreadCount: 3),
        Mailbox(id: "sent", name: "Sent", systemImage: "paperplane", unreadCount: 0),
    ]
    private let smart = [Mailbox(id: "flagged", name: "Flagged", systemImage: "flag", unreadCount: 1)]
    private let messages = [
        MailMessage(id: 1, mailboxID: "inbox", sender: "Aiko Tanaka", subject: "Lunch on Friday?",
                    preview: "Shall we try the new ramen place near the station?", received: "09:12", isUnread: true, isFlagged: false),
        MailMessage(id: 2, mailboxID: "inbox", sender: "Ben Ito", subject: "Invoice #2291",
                    preview: "Please find attached the invoice for the spring order.", received: "Mon", isUnread: false, isFlagged: true),
    ]

    private func screen(_ mailbox: Mailbox.ID? = nil, _ message: MailMessage.ID? = nil) -> MailSplitScreen {
        MailSplitScreen(mailboxes: mailboxes, smartMailboxes: smart, messages: messages, selectedMailbox: mailbox, selectedMessage: message)
    }

    @Test func theColumnsDrawOneUnderTheOtherSidebarThenListThenMessage() {
        #expect(screen("inbox", 1).render(width: 40) == """
                              Mail                 ✎
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
              Mailboxes
            ╭──────────────────────────────────────╮
            │ ☐ Inbox                        (3) ✓ │
            ├──────────────────────────────────────┤
            │ ➤ Sent                               │
            ╰──────────────────────────────────────╯

              ▾ Smart Mailboxes
            ╭──────────────────────────────────────╮
            │ ⚑ Flagged                          › │
            ╰──────────────────────────────────────╯

                             Inbox
            ╭──────────────────────────────────────╮
            │ ⌕ Search Inbox                       │
            ╰──────────────────────────────────────╯
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            ● Aiko Tanaka                    09:12 ✓
            Lunch on Friday?
            Shall we try the new ramen place near
            the station?
            ────────────────────────────────────────
            Ben Ito                              Mon
            Invoice #2291
            Please find attached the invoice for the
            spring order.

                        Lunch on Friday?
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━

              Lunch on Friday?

              From: Aiko Tanaka

              ────────────────────────────────────

              Shall we try the new ramen place
              near the station?

            ────────────────────────────────────────
            ▤                                      ↩
            """)
    }

    @Test func withNothingChosenTheDetailShowsItsPlaceholder() {
        let text = screen().render(width: 24)
        for words in ["Mail", "          Mail         ✎", "Inbox", "(3)", "Smart Mailboxes", "Flagged", "Select a mailbox", "No Message Selected"] {
            #expect(text.contains(words), "\(words)")
        }
        #expect(!text.contains("Aiko"))
    }

    @Test func aScreenReaderReadsEachColumnInTurnAndTheBadgeAsAValue() {
        #expect(screen("inbox", 1).accessibilityTranscript() == """
            Heading: Mail
            Button: Compose
            Heading: Mailboxes
            Text, Selected: Inbox, 3
            Text: Sent
            Heading: Smart Mailboxes, expanded
            Button: Flagged
            Heading: Inbox
            Search field: Search Inbox
            Text, Selected: Aiko Tanaka
              Actions: Read, Trash, Flag
            Text, Selected: 09:12
            Text, Selected: Lunch on Friday?
            Text, Selected: Shall we try the new ramen place near the station?
            Text: Ben Ito
              Actions: Unread, Trash, Flag
            Text: Mon
            Text: Invoice #2291
            Text: Please find attached the invoice for the spring order.
            Heading: Lunch on Friday?
            Text: Lunch on Friday?
            Text: From:
            Text: Aiko Tanaka
            Text: Shall we try the new ramen place near the station?
            Button: Archive
            Button: Reply
            """)
    }

    @Test func noLineIsWiderThanTheWidth() async {
        for width in 0...60 {
            await Task.yield()  // other main-actor tests get their turn between widths
            for (name, view) in [("none", screen()), ("mailbox", screen("inbox")), ("message", screen("inbox", 1))] {
                RenderChecks.checkOutputRules(view.render(width: width), width: width, "\(name) at \(width)")
            }
        }
    }
}
