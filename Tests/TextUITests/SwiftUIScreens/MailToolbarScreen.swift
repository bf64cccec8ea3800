import Testing
import TextUI

// A mailbox whose bar is busy: a NavigationLink to settings on the leading side and one to a
// new message on the trailing side, then as many trailing buttons as the test asks for. What
// does not fit goes to the overflow menu, `⋯`, as iOS collapses a crowded bar; a long item
// gives way to the others.

private struct MailToolbarScreen: View {
    var title = "Mail"
    var extraItems: [String] = []

    var body: some View {
        NavigationStack {
            List {
                Text("Lunch on Friday?")
                Text("Invoice #2291")
            }
            .navigationTitle(title)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    NavigationLink("Settings") { Text("Settings") }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    NavigationLink { Text("New message") } label: { Image(systemName: "square.and.pencil") }
                }
                ToolbarItemGroup(placement: .topBarTrailing) {
                    ForEach(extraItems, id: \.self) { title in Button(title) {} }
                }
            }
        }
    }
}

private let twoExtra = ["Filter", "Select"]
private let sixExtra = ["Filter", "Select", "Mark all read", "Move", "Flag", "Archive"]

@MainActor @Suite(.drawsEveryReadableText) struct MailToolbarScreenTests {
    @Test func aNavigationLinkInTheBarReadsAsItsLabelWithNoChevron() {
        #expect(MailToolbarScreen().render(width: 40) == """
            Settings          Mail                 ✎
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            ╭──────────────────────────────────────╮
            │ Lunch on Friday?                     │
            ├──────────────────────────────────────┤
            │ Invoice #2291                        │
            ╰──────────────────────────────────────╯
            """)
        #expect(MailToolbarScreen().render(width: 60).hasPrefix("""
            Settings                    Mail                           ✎
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            """))
        #expect(MailToolbarScreen().accessibilityTranscript() == """
            Button: Settings
            Heading: Mail
            Button: Compose
            Text: Lunch on Friday?
            Text: Invoice #2291
            """)
    }

    @Test func twoMoreItemsFitBesideTheTitle() {
        let screen = MailToolbarScreen(extraItems: twoExtra)
        #expect(screen.render(width: 40).hasPrefix("""
            Settings          Mail   ✎ Filter Select
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            """))
        #expect(screen.render(width: 60).hasPrefix("""
            Settings                    Mail             ✎ Filter Select
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            """))
    }

    @Test func sixMoreItemsOverflowIntoTheMenuWhichTheTranscriptLists() {
        let screen = MailToolbarScreen(extraItems: sixExtra)
        #expect(screen.render(width: 40).hasPrefix("""
            Settings          Mail ✎ Filter Select ⋯
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            """))
        #expect(screen.render(width: 60).hasPrefix("""
            Settings                    Mail           ✎ Filter Select ⋯
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            """))
        #expect(screen.render(width: 40, style: .ascii).hasPrefix("""
            Settings          Mail      / Filter ...
            """))
        #expect(screen.accessibilityTranscript().contains("""
            Button: Compose
            Button: Filter
            Button: Select
            Button: Mark all read
            Button: Move
            Button: Flag
            Button: Archive
            """))
    }

    @Test func aLongTitleIsCutAndTheItemsThatDoNotFitOverflow() {
        let screen = MailToolbarScreen(title: "Quarterly statements from an unknown sender", extraItems: twoExtra)
        #expect(screen.render(width: 40).hasPrefix("""
            Settings Quarterly statement… ✎ Filter ⋯
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            """))
        #expect(screen.render(width: 60).hasPrefix("""
            Settings Quarterly statements from an unkno… ✎ Filter Select
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            """))
    }

    @Test func aLongItemGivesWayToTheOthers() {
        let screen = MailToolbarScreen(extraItems: ["Archive every message in this mailbox", "Edit"])
        #expect(screen.render(width: 40).hasPrefix("""
            Settings          Mail ✎ Archive e… Edit
            """))
        #expect(screen.render(width: 60).hasPrefix("""
            Settings                    Mail ✎ Archive every messa… Edit
            """))
    }
}
