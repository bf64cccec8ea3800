import Testing
import TextUI

private struct SearchingProbe: View {
    @Environment(\.isSearching) private var isSearching
    var body: some View { Text(isSearching ? "searching" : "idle") }
}

/// Search scopes and suggestions, isSearching, and how list rows, badges, lifecycle modifiers,
/// overlays and presentations beneath a pushed screen draw and read.
@MainActor
@Suite struct SearchAndRowTests {
    private func search(_ text: String, presented: Bool = false) -> some View {
        NavigationStack {
            SearchingProbe()
                .searchable(text: .constant(text), isPresented: .constant(presented))
                .searchScopes(.constant("a")) { Text("All").tag("a"); Text("New").tag("n") }
                .searchSuggestions { Text("tea") }
        }
    }

    @Test func scopesAndSuggestionsShowOnlyWhileTheSearchIsActive() {
        #expect(search("").render(width: 16) == """
            ╭──────────────╮
            │ ⌕ Search     │
            ╰──────────────╯
            ━━━━━━━━━━━━━━━━
                  idle
            """)
        let typed = search("te").render(width: 16)
        #expect(typed == """
            ╭──────────────╮
            │ ⌕ te         │
            ╰──────────────╯
            [All]│ New
            tea
            ━━━━━━━━━━━━━━━━
               searching
            """)
        #expect(search("", presented: true).render(width: 16).contains("[All]│ New\ntea\n━"))
        #expect(search("te").accessibilityTranscript() == "Search field: Search, te\nButton, Selected: All\nButton: New\nText: tea\nText: searching")
    }

    @Test func theActivationAndCompletionFormsDrawAsThePlainOnes() {
        let plain = NavigationStack { Text("x").searchable(text: .constant("q")).searchScopes(.constant(1)) { Text("A").tag(1) } }
        let activated = NavigationStack {
            Text("x").searchable(text: .constant("q")).searchScopes(.constant(1), activation: .onSearchPresentation) { Text("A").tag(1) }
        }
        #expect(activated.render(width: 20) == plain.render(width: 20))
        #expect(Text("tea").searchCompletion("tea").render() == "tea")
    }

    @Test func aSelectedRowAndALinkRowSpreadTheirContentAcrossTheRow() {
        let row = HStack { Text("Aiko"); Spacer(); Text("09:12") }
        #expect(List(selection: .constant(Set([1]))) { row.tag(1) }.render(width: 24) == """
            ╭──────────────────────╮
            │ Aiko         09:12 ✓ │
            ╰──────────────────────╯
            """)
        #expect(List { NavigationLink(value: 1) { row } }.render(width: 24) == """
            ╭──────────────────────╮
            │ Aiko         09:12 › │
            ╰──────────────────────╯
            """)
    }

    @Test func aBadgedRowReadsItsBadgeAsItsValue() {
        let list = List { Label("Inbox", systemImage: "tray").badge(3); Text("Sent").badge("new") }
        #expect(list.accessibilityTranscript() == "Text: Inbox, 3\nText: Sent, new")
        #expect(list.render(width: 20).contains("│ ☐ Inbox      (3) │"))
    }

    @Test func lifecycleModifiersLeaveTheContentToTheScreenReader() {
        let view = List { Text("a") }.onAppear {}.task {}.onChange(of: 1) { _, _ in }.onDisappear {}
        #expect(view.accessibilityTranscript() == "Text: a")
    }

    @Test func anOverlayOverAnEmptyListShowsWhole() {
        let view = List { ForEach([Int](), id: \.self) { Text("\($0)") } }
            .overlay { VStack { Text("Nothing here"); Text("Add one") } }
        #expect(view.render(width: 16) == "  Nothing here\n    Add one")
    }

    @Test func thePresentationsOfScreensBeneathShowOverThePushedScreen() {
        let stack = NavigationStack(path: .constant([1])) {
            Text("Root")
                .navigationDestination(for: Int.self) { Text("Screen \($0)").navigationTitle("Pushed") }
                .alert("Failed", isPresented: .constant(true)) { Button("OK") {} }
        }
        let text = stack.render(width: 30)
        #expect(text.contains("Failed") && text.contains("OK") && text.contains("‹ Back") && !text.contains("Root"))
        #expect(stack.accessibilityTranscript().hasSuffix("Heading, Modal: Failed\nButton: OK"))
    }

    @Test func theDismissSearchActionDoesNothingInADrawing() {
        let values = EnvironmentValues()
        values.dismissSearch()
        #expect(Text("x").render() == "x")
    }

    @Test func aBadgeOnARowThatFillsTheWidthLeavesTheRowItsRoom() {
        let row = HStack { Text("Hojicha"); Spacer(); Button("Start") {} }.badge("Long")
        #expect(List { row }.render(width: 30) == """
            ╭────────────────────────────╮
            │ Hojicha       Start (Long) │
            ╰────────────────────────────╯
            """)
    }
}
