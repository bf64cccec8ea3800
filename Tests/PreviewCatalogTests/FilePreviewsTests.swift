import PreviewCatalog
import Testing
import TextUI

/// A file's `#Preview`s as one screen of the catalog, as the TextUICopy plugin lists them.
@MainActor
@Suite struct FilePreviewsTests {
    @Test func statesAreNamedByTitleUntitledOnesByOrderAndRepeatsNumbered() {
        #expect(CardFile.states.map(\.name) == ["Preview 1", "Wide", "Preview 2", "Wide #2", "Sizes (1)", "Sizes (2)"])
    }

    @Test func eachStateDrawsItsPreview() async {
        let catalog = Catalog(previews: ModulePreviews(module: "Cards", screens: [CardFile.self]))
        let rendered = await catalog.render(width: 12)
        #expect(rendered.map(\.screen) == Array(repeating: "Card", count: 6))
        #expect(rendered.map(\.text) == ["first", "wide", "second", "wide again", "size 1", "size 2"])
    }

    @Test func aFileScreenCoversNoCasesAndSaysWhichFileItIs() async throws {
        let screen = try #require(Catalog(previews: ModulePreviews(module: "Cards", screens: [CardFile.self])).screens.first)
        #expect(screen.cases == nil)
        #expect(await screen.coverage().summary == "previews of App/Card.swift")
    }

    @Test func aModuleCanNameTheVariantsAllItsFilesAreCheckedIn() throws {
        let cards = ModulePreviews(module: "Cards", screens: [CardFile.self])
        let catalog = Catalog([GreetingPreviews.self], previews: cards.checked(in: [.width(20), .a11y, .width(20)]))
        #expect(catalog.screens.map(\.variants) == [[.standard], [.width(20), .a11y]])
        #expect(Catalog(previews: cards).screens.first?.variants == [.standard])
    }

    @Test func aPreviewIsDrawnAsItAppearsWithoutItsTasks() async {
        let rendered = await Catalog(previews: ModulePreviews(module: "Dots", screens: [DotsFile.self])).render(width: 20)
        #expect(rendered.map(\.text) == ["● ● ●\nnot loaded"])
    }

    @Test func aChildsStateSetWhenItAppearedIsDrawnInEveryDrawingOfThePreview() async {
        let state = await ChildFile.states[0].resolve()
        #expect(ChildFile.view(for: state).render(width: 20) == "Inbox\n3 unread")
        #expect(ChildFile.view(for: state).render(width: 30) == "Inbox\n3 unread")
    }

    @Test func appearActionsRunOnceWhenFirstDrawnNotWhenListed() async {
        Counted.appearances = 0
        let state = await CountedFile.states[0].resolve()
        #expect(Counted.appearances == 0)
        #expect(CountedFile.view(for: state).render() == "appeared 1")
        #expect(CountedFile.view(for: state).render() == "appeared 1")
        #expect(Counted.appearances == 1)
    }

    @Test func theCatalogListsItsScreensThenEachModulesFiles() {
        let catalog = Catalog([GreetingPreviews.self], previews: ModulePreviews(module: "Cards", screens: [CardFile.self]))
        #expect(catalog.screens.map(\.name) == ["Greeting", "Card"])
    }
}

/// What the plugin writes for a file `App/Card.swift` with six previews.
private enum CardFile: FilePreviews {
    static let screenName = "Card"
    static let sourcePath = "App/Card.swift"
    static var previews: [Preview] {
        [
            Preview { Text("first") },
            Preview("Wide") { Text("wide") },
            Preview { Text("second") },
            Preview("Wide") { Text("wide again") },
            Preview("Sizes", arguments: [1, 2]) { Text("size \($0)") },
        ]
    }
}

/// A view that fills itself in `onAppear` (a loading indicator, a measured layout) and
/// loads in a task.
private struct Dots: View {
    @State private var count = 0
    @State private var status = "not loaded"
    var body: some View {
        VStack(alignment: .leading) {
            Text(Array(repeating: "●", count: count).joined(separator: " "))
            Text(status)
        }
        .onAppear { count = 3 }
        .task { status = "loaded" }
    }
}

private enum DotsFile: FilePreviews {
    static let screenName = "Dots"
    static let sourcePath = "Dots.swift"
    static var previews: [Preview] { [Preview { Dots() }] }
}

/// A child that counts its unread mail when it appears, under a title its parent draws.
private struct UnreadCount: View {
    @State private var unread: Int?
    var body: some View {
        Text(unread.map { "\($0) unread" } ?? "counting…").onAppear { unread = 3 }
    }
}

private enum ChildFile: FilePreviews {
    static let screenName = "Inbox"
    static let sourcePath = "Inbox.swift"
    static var previews: [Preview] { [Preview { VStack(alignment: .leading) { Text("Inbox"); UnreadCount() } }] }
}

/// Counts how often it appears: the count it shows is the number of times `onAppear` ran.
private struct Counted: View {
    @MainActor static var appearances = 0
    @State private var shown = 0
    var body: some View {
        Text("appeared \(shown)")
            .onAppear {
                Self.appearances += 1
                shown = Self.appearances
            }
    }
}

private enum CountedFile: FilePreviews {
    static let screenName = "Counted"
    static let sourcePath = "Counted.swift"
    static var previews: [Preview] { [Preview { Counted() }] }
}

private enum GreetingPreviews: ScreenPreviews {
    static let screenName = "Greeting"
    static var states: [PreviewState<String>] { PreviewState("hello", "Hello") }
    static func view(for state: String) -> some View { Text(state) }
}
