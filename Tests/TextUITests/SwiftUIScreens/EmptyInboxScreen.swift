import Testing
import TextUI

// An inbox with no mail yet: two lines of text where the messages will be. SwiftUI centres a
// screen's content that does not fill the screen: across the width and, in the room between
// the bars, down (a lone text, a few lines in a VStack, an image, a ProgressView). Content that
// fills the screen stays where it was: a List or Form from the top, a view framed as wide as
// offered at its own alignment, and a VStack with a Spacer, which takes the height, at the top.
// A dialog presented over the screen does not move what is beneath it.

private struct EmptyInboxScreen: View {
    var messages: [String] = []
    var asksToRefresh = false

    var body: some View {
        NavigationStack {
            Group {
                if messages.isEmpty {
                    VStack(alignment: .leading) {
                        Text("No Mail")
                        Text("New messages appear here.")
                    }
                } else {
                    List(messages, id: \.self) { Text($0) }
                }
            }
            .navigationTitle("Inbox")
            .navigationBarTitleDisplayMode(.inline)
            .confirmationDialog("Mailbox", isPresented: .constant(asksToRefresh)) { Button("Refresh") {} }
        }
    }
}

@MainActor @Suite(.drawsEveryReadableText) struct EmptyInboxScreenTests {
    @Test func anEmptyInboxsNoteSitsInTheMiddleAcrossAndGivenAHeightDown() {
        #expect(EmptyInboxScreen().render(width: 40) == """
                             Inbox
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
                   No Mail
                   New messages appear here.
            """)
        #expect(EmptyInboxScreen().render(width: 40, height: 9) == """
                             Inbox
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━


                   No Mail
                   New messages appear here.



            """)
        #expect(EmptyInboxScreen().render(width: 60) == """
                                       Inbox
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
                             No Mail
                             New messages appear here.
            """)
        #expect(EmptyInboxScreen().render(width: 60, height: 9) == """
                                       Inbox
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━


                             No Mail
                             New messages appear here.



            """)
    }

    @Test func aDialogOverTheScreenLeavesTheNoteInTheMiddle() {
        #expect(EmptyInboxScreen(asksToRefresh: true).render(width: 40, height: 14) == """
                             Inbox
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━





                   No Mail
                   New messages appear here.
            ╭──────────────────────────────────────╮
            │               Refresh                │
            ├──────────────────────────────────────┤
            │                Cancel                │
            ╰──────────────────────────────────────╯
            """)
    }

    @Test func aLoneTextOrImageSitsInTheMiddleToo() {
        #expect(NavigationStack { Text("Hello") }.render(width: 40, height: 5) == "\n\n" + String(repeating: " ", count: 17) + "Hello\n\n")
        #expect(NavigationStack { Image(systemName: "tray").navigationTitle("Inbox") }.render(width: 40, height: 5) == """
                             Inbox
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━

                               ☐

            """)
    }

    @Test func contentThatFillsTheScreenKeepsItsPlace() {
        #expect(EmptyInboxScreen(messages: ["Hi"]).render(width: 40, height: 7) == """
                             Inbox
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            ╭──────────────────────────────────────╮
            │ Hi                                   │
            ╰──────────────────────────────────────╯


            """)
        let framed = NavigationStack { Text("Hello").frame(maxWidth: .infinity, alignment: .leading).navigationTitle("Inbox") }
        #expect(framed.render(width: 40, height: 4) == "                 Inbox\n" + String(repeating: "━", count: 40) + "\nHello\n")
        // A Spacer takes the height, so the text keeps the top; it is still centred across.
        let spaced = NavigationStack { VStack { Text("Top"); Spacer() }.navigationTitle("Inbox") }
        #expect(spaced.render(width: 40, height: 4) == "                 Inbox\n" + String(repeating: "━", count: 40) + "\n                  Top\n")
    }
}
