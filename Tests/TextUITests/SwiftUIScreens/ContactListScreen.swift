import Testing
import TextUI

// A contacts list that marks favourites the way many apps do without shifting the names: an
// overlay at the leading edge whose own leading guide is moved past its trailing edge, so the
// star sits in the margin beside the name, and an unread dot placed the same way.

struct Contact: Identifiable {
    let id: Int
    let name: String
    var isFavorite = false
    var hasUnread = false
}

struct ContactListScreen: View {
    let contacts: [Contact]

    var body: some View {
        List(contacts) { contact in
            Text(contact.name)
                .overlay(alignment: .leading) {
                    if contact.isFavorite {
                        Label("Favorite", systemImage: "star.fill")
                            .labelStyle(.iconOnly)
                            .alignmentGuide(.leading) { $0[.trailing] + 4 }
                    }
                }
                .overlay(alignment: .trailing) {
                    if contact.hasUnread {
                        Circle().fill(.blue).frame(width: 8, height: 8)
                            .alignmentGuide(.trailing) { $0[.leading] - 8 }
                    }
                }
        }
    }
}

@MainActor @Suite(.drawsEveryReadableText) struct ContactListScreenTests {
    @Test func theStarSitsBesideTheNameAndTheDotAfterIt() {
        let contacts = [
            Contact(id: 1, name: "Aiko Tanaka", isFavorite: true),
            Contact(id: 2, name: "Ben Ito", hasUnread: true),
            Contact(id: 3, name: "Chiara Rossi"),
        ]
        #expect(ContactListScreen(contacts: contacts).render(width: 40) == """
            ╭──────────────────────────────────────╮
            │ ★ Aiko Tanaka                        │
            ├──────────────────────────────────────┤
            │ Ben Ito ●                            │
            ├──────────────────────────────────────┤
            │ Chiara Rossi                         │
            ╰──────────────────────────────────────╯
            """)
    }

    @Test func aGuideThatKeepsTheOverlayInsideDrawsItOverTheView() {
        let badge = Text("Inbox").padding(.trailing, 24)
            .overlay(alignment: .trailing) { Text("3").alignmentGuide(.trailing) { $0[.trailing] + 8 } }
        #expect(badge.render(width: 20) == "Inbox 3")
    }

    @Test func aLayerMovedAboveTheViewGetsARowOfItsOwn() {
        let tagged = Text("Chiara Rossi")
            .overlay(alignment: .topLeading) { Text("NEW").alignmentGuide(.top) { $0[.bottom] } }
        #expect(tagged.render(width: 20) == """
            NEW
            Chiara Rossi
            """)
    }
}
