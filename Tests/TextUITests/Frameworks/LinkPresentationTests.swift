import Foundation
import Testing
import TextUI

/// A shared link drawn as its card, as the fetched apps write it: the card shows the title the
/// screen knows and the link's host; a preview fetches no metadata, so a fetch fails at once and
/// the card stays as the screen made it.
@MainActor
@Suite struct LinkPresentationTests {
    struct LinkCard: UIViewRepresentable {
        let metadata: LPLinkMetadata
        func makeUIView(context: Context) -> LPLinkView { LPLinkView(metadata: metadata) }
        func updateUIView(_ view: LPLinkView, context: Context) {}
    }

    @Test func aCardDrawsItsTitleOverItsHost() {
        let metadata = LPLinkMetadata()
        metadata.title = "Swift 6 released"
        metadata.originalURL = URL(string: "https://www.swift.org/blog/swift-6/")
        #expect(LinkCard(metadata: metadata).render() == "Swift 6 released\nwww.swift.org")
    }

    @Test func aCardThatKnowsNothingIsTheLineNamingIt() {
        #expect(LinkCard(metadata: LPLinkMetadata()).render() == "⬚ LPLinkView")
    }

    @Test func aFetchFailsAtOnceAsNotAllowed() async {
        let url = URL(string: "https://example.com")!
        let answers = Answers()
        LPMetadataProvider().startFetchingMetadata(for: url) { metadata, error in
            answers.record(metadata == nil && (error as? LPError)?.code == .metadataFetchNotAllowed)
        }
        #expect(answers.all == [true])
        await #expect(throws: LPError(.metadataFetchNotAllowed)) {
            _ = try await LPMetadataProvider().startFetchingMetadata(for: url)
        }
    }
}
