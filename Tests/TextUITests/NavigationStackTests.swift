import Testing
import TextUI

/// A navigation stack draws its top screen: the root, or the destination of the last value on
/// its path, with a back button naming the screen beneath.
@MainActor
@Suite struct NavigationStackTests {
    private func stack(path: [Int]) -> some View {
        NavigationStack(path: .constant(path)) {
            Text("All mail").navigationTitle("Mailboxes")
                .navigationDestination(for: Int.self) { id in
                    Text("Message \(id)").navigationTitle("Inbox \(id)")
                }
        }
    }

    @Test func anEmptyPathShowsTheRootWithNoBackButton() {
        #expect(stack(path: []).render(width: 24) == "       Mailboxes\n━━━━━━━━━━━━━━━━━━━━━━━━\n        All mail")
    }

    @Test func theLastValueOnThePathIsTheScreenShownAndItsBackButtonNamesTheOneBeneath() {
        let text = stack(path: [1, 2]).render(width: 30)
        #expect(text == "‹ Inbox 1  Inbox 2\n━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━\n          Message 2")
        #expect(!text.contains("All mail"))
    }

    @Test func aBackButtonTooLongForItsRoomSaysBack() {
        let view = NavigationStack(path: .constant(["x"])) {
            Text("root").navigationTitle("An extremely long mailbox name")
                .navigationDestination(for: String.self) { _ in Text("detail").navigationTitle("Detail") }
        }
        #expect(view.render(width: 20).hasPrefix("‹ Back Detail\n"))
    }

    @Test func theBackButtonCanBeHidden() {
        let view = NavigationStack(path: .constant([1])) {
            Text("root").navigationTitle("Root")
                .navigationDestination(for: Int.self) { _ in
                    Text("detail").navigationTitle("Detail").navigationBarBackButtonHidden()
                }
        }
        #expect(view.render(width: 16) == "     Detail\n━━━━━━━━━━━━━━━━\n     detail")
    }

    @Test func aValueNoDestinationTakesIsSaidSoRatherThanDropped() {
        let view = NavigationStack(path: .constant(["orphan"])) { Text("root") }
        #expect(view.render(width: 60).contains("No navigationDestination for String value orphan"))
    }

    @Test func aFalseIsPresentedPushesNothingAndAnItemPushesItsScreen() {
        let hidden = NavigationStack {
            Text("root").navigationDestination(isPresented: .constant(false)) { Text("pushed") }
        }
        #expect(hidden.render(width: 10) == "   root")
        let item = NavigationStack {
            Text("root").navigationTitle("List")
                .navigationDestination(item: .constant(Optional(5))) { Text("Item \($0)") }
        }
        #expect(item.render(width: 10) == "‹ List\n━━━━━━━━━━\n  Item 5")
    }

    @Test func aDestinationOutsideAnyStackIsNeverDrawn() {
        let view = Text("alone").navigationDestination(isPresented: .constant(true)) { Text("pushed") }
        #expect(view.render(width: 10) == "alone")
    }

    @Test func thePathIsReadAsItsTopScreenWithTheBackButtonFirst() {
        #expect(stack(path: [3]).accessibilityTranscript() == """
            Button: Mailboxes, Back
            Heading: Inbox 3
            Text: Message 3
            """)
    }

    @Test func aNavigationPathCountsAppendsAndNeverRemovesMoreThanItHas() {
        var path = NavigationPath([1, 2])
        path.append("three")
        #expect(path.count == 3)
        path.removeLast(5)
        #expect(path.isEmpty)
        #expect(NavigationPath([1]) == NavigationPath([1]))
        #expect(NavigationPath([1]) != NavigationPath(["1"]))
    }

    @Test func aLinkInAListIsARowEndingInAChevronAndElsewhereTheChevronFollowsTheLabel() {
        #expect(List { NavigationLink("Privacy", value: 1) }.render(width: 16) == """
            ╭──────────────╮
            │ Privacy    › │
            ╰──────────────╯
            """)
        #expect(NavigationLink("Privacy", value: 1).render(width: 16) == "Privacy ›")
        #expect(NavigationLink("Privacy") { Text("…") }.render(width: 16, style: .ascii) == "Privacy >")
    }

    @Test func aLinkReadsAsAButtonNamedByItsLabelWithoutTheChevron() {
        let view = List {
            NavigationLink(value: 1) { Label("Help", systemImage: "info.circle") }
            NavigationLink(destination: Text("x")) { Text("About") }
        }
        #expect(view.accessibilityTranscript() == "Button: Help\nButton: About")
    }

    @Test func theOlderNavigationViewDrawsAsAPhoneCollapsesItToAStack() {
        let stack = NavigationStack { Text("Body").navigationTitle("Home") }.render(width: 12)
        #expect(NavigationView { Text("Body").navigationTitle("Home") }.navigationViewStyle(.stack).render(width: 12) == stack)
    }

    @Test func aSplitViewDrawsItsVisibleColumnsOneUnderTheOtherEachAScreen() {
        func split(_ visibility: NavigationSplitViewVisibility) -> some View {
            NavigationSplitView(columnVisibility: .constant(visibility)) {
                Text("Body").navigationTitle("Home")
            } content: {
                Text("Middle")
            } detail: {
                Text("Detail").navigationTitle("Item")
            }
            .navigationSplitViewStyle(.balanced)
        }
        let sidebar = NavigationStack { Text("Body").navigationTitle("Home") }.render(width: 12)
        let detail = NavigationStack { Text("Detail").navigationTitle("Item") }.render(width: 12)
        #expect(split(.all).render(width: 12) == sidebar + "\n\n   Middle\n\n" + detail)
        #expect(split(.automatic).render(width: 12) == split(.all).render(width: 12))
        #expect(split(.doubleColumn).render(width: 12) == "   Middle\n\n" + detail)
        #expect(split(.detailOnly).render(width: 12) == detail)
        let twoColumns = NavigationSplitView(columnVisibility: .constant(.doubleColumn)) { Text("Side") } detail: { Text("Main") }
        #expect(twoColumns.render(width: 12) == "    Side\n\n    Main")
        #expect(split(.all).accessibilityTranscript() == "Heading: Home\nText: Body\nText: Middle\nHeading: Item\nText: Detail")
    }
}
