import Foundation
import Testing
import TextUI

/// A model that puts its notes in Spotlight and a screen Spotlight opens, as the fetched apps
/// write them: indexing is available and every request succeeds at once, and a tapped item's
/// activity names its identifier under the key the screen reads.
@MainActor
@Suite struct CoreSpotlightTests {
    @Test func indexingSucceedsAtOnce() async throws {
        let attributes = CSSearchableItemAttributeSet(contentType: .text)
        attributes.title = "Groceries"
        attributes.keywords = ["milk"]
        let item = CSSearchableItem(uniqueIdentifier: "note-1", domainIdentifier: "notes", attributeSet: attributes)
        #expect(CSSearchableIndex.isIndexingAvailable())
        let answers = Answers()
        CSSearchableIndex.default().indexSearchableItems([item]) { error in answers.record(error == nil) }
        CSSearchableIndex.default().deleteSearchableItems(withDomainIdentifiers: ["notes"]) { error in answers.record(error == nil) }
        #expect(answers.all == [true, true])
        try await CSSearchableIndex.default().deleteAllSearchableItems()
        #expect(item.attributeSet.title == "Groceries")
        #expect(CSSearchableItem(uniqueIdentifier: nil, domainIdentifier: nil, attributeSet: attributes).uniqueIdentifier.count == 36)
    }

    @Test func aScreenOpenedFromSpotlightDrawsAsItDoesBeforeAnyTap() {
        struct NotesScreen: View {
            @State var opened: String?
            var body: some View {
                Text(opened ?? "All notes")
                    .onContinueUserActivity(CSSearchableItemActionType) { activity in
                        opened = activity.userInfo?[CSSearchableItemActivityIdentifier] as? String
                    }
            }
        }
        #expect(NotesScreen().render() == "All notes")
        #expect(CSSearchableItemActionType == "com.apple.corespotlightitem")
    }
}
