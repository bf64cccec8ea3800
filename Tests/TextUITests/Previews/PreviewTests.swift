import Testing
@testable import TextUI

/// What a `#Preview` becomes in a text copy: a `Preview` whose entries draw its body, named
/// as the catalog will name its states, with its traits applied.
@MainActor
@Suite struct PreviewTests {
    private func drawn(_ entry: Preview.Entry, width: Int = 20) async -> String {
        await entry.makeView().render(width: width)
    }

    @Test func aPreviewDrawsItsBodyUnderItsName() async throws {
        let preview = Preview("Empty") {
            Text("No items")
            Text("Add one")
        }
        let entry = try #require(preview.entries.first)
        #expect(preview.entries.count == 1)
        #expect(entry.name == "Empty")
        #expect(await drawn(entry) == "No items\nAdd one")
    }

    @Test func anUntitledPreviewHasNoName() {
        #expect(Preview { Text("a") }.entries.map(\.name) == [nil])
    }

    @Test func previewableStateIsALocalOfTheBody() async throws {
        // What the copy leaves of `@Previewable @State var count = 3`.
        let preview = Preview {
            @State var count = 3
            Stepper("Count: \(count)", value: $count)
        }
        #expect(await drawn(try #require(preview.entries.first), width: 16) == "Count: 3     − +")
    }

    @Test func anArgumentPreviewIsOneEntryPerArgument() async {
        let preview = Preview("Size", arguments: [1, 22]) { size in Text("size \(size)") }
        #expect(preview.entries.map(\.name) == ["Size (1)", "Size (22)"])
        #expect(await drawn(preview.entries[1]) == "size 22")
        #expect(Preview(arguments: ["a"]) { Text($0) }.entries.map(\.name) == ["a"])
    }

    @Test func aFixedLayoutDrawsInAFrameOfItsSize() async throws {
        // 96 points are 12 columns, 32 points two rows.
        let preview = Preview(traits: .fixedLayout(width: 96, height: 32), .portrait) { Text("Badge") }
        #expect(await drawn(try #require(preview.entries.first)) == "   Badge\n")
    }

    @Test func aModifierWrapsThePreviewWithTheContextItMakes() async throws {
        let preview = Preview(traits: .modifier(Banner())) { Text("Body") }
        #expect(await drawn(try #require(preview.entries.first)) == "Sample data\nBody")
    }

    @Test func aModifierWhoseContextFailsLeavesThePreviewAsItIs() async throws {
        let preview = Preview(traits: .modifier(Failing())) { Text("Body") }
        #expect(await drawn(try #require(preview.entries.first)) == "Body")
    }

    @Test func aPreviewProviderIsNamedByItsTypeWithoutPreviews() async throws {
        let preview = Preview(provider: Card_Previews.self)
        #expect(preview.entries.map(\.name) == ["Card"])
        #expect(await drawn(try #require(preview.entries.first)) == "Card")
    }
}

private struct Banner: PreviewModifier {
    static func makeSharedContext() async throws -> String { "Sample data" }
    func body(content: Content, context: String) -> some View {
        VStack(alignment: .leading) {
            Text(context)
            content
        }
    }
}

private struct Failing: PreviewModifier {
    struct Unavailable: Error {}
    static func makeSharedContext() async throws -> Int { throw Unavailable() }
    func body(content: Content, context: Int) -> some View {
        Text("never")
    }
}

private struct Card_Previews: PreviewProvider {
    static var previews: some View { Text("Card") }
}
