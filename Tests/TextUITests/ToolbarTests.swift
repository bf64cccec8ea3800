import Testing
import TextUI

/// Toolbar items sit where their placements put them on a phone.
@MainActor
@Suite struct ToolbarTests {
    @Test func cancellationIsLeadingConfirmationTrailingAndPrincipalReplacesTheTitle() {
        let view = Text("Body").navigationTitle("Title").toolbar {
            ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
            ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
            ToolbarItem(placement: .principal) { Text("Step 2") }
        }
        #expect(view.render(width: 24) == "Cancel   Step 2     Done\n━━━━━━━━━━━━━━━━━━━━━━━━\n          Body")
    }

    /// A toolbar whose only item is for another platform is empty where it is compiled: as in
    /// SwiftUI, that is the view-builder toolbar, which places nothing (it was ambiguous here).
    @Test func aToolbarWhoseItemsAreAllForAnotherPlatformCompilesAndPlacesNothing() {
        let view = Text("Body").navigationTitle("Title").toolbar {
            #if os(macOS)
            ToolbarItem(placement: .primaryAction) { Button("Mac only") {} }
            #endif
        }
        let empty = Text("Body").navigationTitle("Title").toolbar {}
        #expect(view.render(width: 12) == "   Title\n━━━━━━━━━━━━\n    Body")
        #expect(empty.render(width: 12) == view.render(width: 12))
    }

    @Test func threeItemsAndMoreStillBuildOneBar() {
        let view = Text("b").toolbar {
            ToolbarItem(placement: .topBarLeading) { Text("A") }
            ToolbarItem(placement: .principal) { Text("B") }
            ToolbarItem(placement: .topBarTrailing) { Text("C") }
            ToolbarItem(placement: .topBarTrailing) { Text("D") }
        }
        #expect(view.render(width: 9).hasPrefix("A   B C D\n"))
    }

    @Test func everyLeadingAndTrailingSpellingLandsOnItsSide() {
        let leading: [ToolbarItemPlacement] = [.topBarLeading, .navigationBarLeading, .navigation, .cancellationAction]
        let trailing: [ToolbarItemPlacement] = [.automatic, .topBarTrailing, .navigationBarTrailing, .primaryAction,
                                                .secondaryAction, .confirmationAction, .destructiveAction]
        for placement in leading {
            #expect(Text("b").toolbar { ToolbarItem(placement: placement) { Text("X") } }.render(width: 9).hasPrefix("X\n"))
        }
        for placement in trailing {
            #expect(Text("b").toolbar { ToolbarItem(placement: placement) { Text("X") } }.render(width: 9).hasPrefix("        X\n"))
        }
    }

    @Test func aBarShowsALabelsIconAloneAndAScreenReaderItsTitle() {
        let view = Text("Body").toolbar {
            ToolbarItem(placement: .topBarTrailing) { Button("Add", systemImage: "plus") {} }
            ToolbarItem(placement: .bottomBar) { Label("Share", systemImage: "square.and.arrow.up") }
        }
        #expect(view.render(width: 8) == "       +\n━━━━━━━━\n  Body\n────────\n⇪")
        #expect(view.accessibilityTranscript().contains("Button: Add"))
        let titled = Text("Body").toolbar { Button("Add", systemImage: "plus") {}.labelStyle(.titleAndIcon) }
        #expect(titled.render(width: 20) == "               + Add\n━━━━━━━━━━━━━━━━━━━━\n        Body")
        let outside = Text("Body").toolbar { Button("Add", systemImage: "plus") {} }.labelStyle(.titleOnly)
        #expect(outside.render(width: 20) == "                 Add\n━━━━━━━━━━━━━━━━━━━━\n        Body")
    }

    @Test func bottomBarKeyboardAndStatusItemsDrawUnderTheContent() {
        let view = Text("Body").toolbar {
            ToolbarItem(placement: .bottomBar) { Button("New") {} }
            ToolbarItem(placement: .keyboard) { Button("Done") {} }
        }
        #expect(view.render(width: 16) == "      Body\n────────────────\nNew")
        let status = Text("Body").toolbar { ToolbarItem(placement: .status) { Text("Updated") } }
        #expect(status.render(width: 15) == "     Body\n───────────────\n    Updated")
    }

    @Test func theBottomBarSitsOnTheLastRowOfAGivenHeight() {
        let view = Text("Body").navigationTitle("T").toolbar { ToolbarItem(placement: .bottomBar) { Text("Tools") } }
        #expect(view.render(width: 8, height: 6).split(separator: "\n", omittingEmptySubsequences: false).last == "Tools")
    }

    @Test func ifElseAndViewsDirectlyInTheToolbarBuild() {
        func screen(saving: Bool) -> some View {
            Text("b").toolbar {
                if saving {
                    ToolbarItem { Text("Saving") }
                } else {
                    ToolbarItemGroup { Button("A") {}; Button("B") {} }
                }
            }
        }
        #expect(screen(saving: true).render(width: 18).hasPrefix("            Saving\n"))
        #expect(screen(saving: false).render(width: 18).hasPrefix("               A B\n"))
        #expect(Text("b").toolbar { Text("Edit") }.render(width: 18).hasPrefix("              Edit\n"))
    }

    @Test func aHiddenNavigationBarDropsTitleAndItemsAndAHiddenBottomBarItsItems() {
        let view = Text("Body").navigationTitle("Title")
            .toolbar { ToolbarItem(placement: .bottomBar) { Text("Tools") } }
            .toolbar(.hidden, for: .navigationBar, .bottomBar)
        #expect(view.render(width: 12) == "    Body")
        let visible = Text("Body").navigationTitle("Title").toolbar(.visible, for: .navigationBar).toolbarBackground(.visible, for: .navigationBar)
        #expect(visible.render(width: 12) == "   Title\n━━━━━━━━━━━━\n    Body")
    }

    @Test func aScreenCanHideTheTabBarOfItsTabView() {
        let view = TabView {
            NavigationStack { Text("Player").toolbar(.hidden, for: .tabBar) }
                .tabItem { Label("Music", systemImage: "house") }
        }
        #expect(view.render(width: 12) == "   Player")
    }

    @Test func aLargeTitleHasARowOfItsOwnAtTheLeadingEdge() {
        let view = Text("Body").navigationTitle("Settings").navigationBarTitleDisplayMode(.large)
        #expect(view.render(width: 16) == "Settings\n━━━━━━━━━━━━━━━━\n      Body")
        let inline = Text("Body").navigationTitle("Settings").toolbarTitleDisplayMode(.inline)
        #expect(inline.render(width: 16) == "    Settings\n━━━━━━━━━━━━━━━━\n      Body")
    }

    @Test func aSearchFieldSitsUnderTheTitleAndReadsAsASearchField() {
        let view = NavigationStack {
            Text("Body").navigationTitle("Mail").searchable(text: .constant(""))
        }
        #expect(view.render(width: 14) == """
                 Mail
            ╭────────────╮
            │ ⌕ Search   │
            ╰────────────╯
            ━━━━━━━━━━━━━━
                 Body
            """)
        #expect(view.accessibilityTranscript() == "Heading: Mail\nSearch field: Search\nText: Body")
        let typed = Text("Body").searchable(text: .constant("tea"), prompt: Text("Find"))
        #expect(typed.accessibilityTranscript() == "Search field: Find, tea\nText: Body")
    }

    @Test func toolbarItemsAreReadInTheOrderOfTheBars() {
        let view = Text("Body").navigationTitle("Title").toolbar {
            ToolbarItem(placement: .bottomBar) { Button("Share") {} }
            ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
            ToolbarItem(placement: .topBarLeading) { Button("Close") {} }
        }
        #expect(view.accessibilityTranscript() == """
            Button: Close
            Heading: Title
            Button: Edit
            Text: Body
            Button: Share
            """)
    }

    @Test func theIOS13BarModifiersPlaceTitleAndItemsAndHideTheBar() {
        let old = Text("Body").navigationBarTitle(Text("Inbox")).navigationBarItems(trailing: Button("Edit") {})
        let new = Text("Body").navigationTitle("Inbox").toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} } }
        #expect(old.render(width: 16) == new.render(width: 16))
        #expect(Text("Body").navigationBarTitle("Inbox").navigationBarHidden(true).render(width: 16) == "      Body")
        #expect(Text("Body").navigationBarTitle("Inbox").navigationBarHidden(false).render(width: 16).contains("Inbox"))
    }

    @Test func aPrincipalTitleOverASubtitleShowsBothRows() {
        let view = Text("Body").toolbar {
            ToolbarItem(placement: .principal) { VStack { Text("My Home"); Text("2 on") } }
            ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
        }
        #expect(view.render(width: 20) == "      My Home    Add\n        2 on\n━━━━━━━━━━━━━━━━━━━━\n        Body")
    }

    @Test func keyboardItemsShowOnlyWhileAFieldHasFocus() {
        let screen = NoteScreen()
        #expect(screen.render(width: 16) == """
                  Note
            ━━━━━━━━━━━━━━━━
            ╭──────────────╮
            │ Buy tea      │
            ╰──────────────╯
            """)
        screen.isEditing = true
        #expect(screen.render(width: 16) == """
                  Note
            ━━━━━━━━━━━━━━━━
            ╭──────────────╮
            │ Buy tea▏     │
            ╰──────────────╯
            ────────────────
            Done
            """)
    }
}

private struct NoteScreen: View {
    @State var text = "Buy tea"
    @FocusState var isEditing: Bool
    var body: some View {
        NavigationStack {
            TextField("Note", text: $text)
                .focused($isEditing)
                .navigationTitle("Note")
                .toolbar { ToolbarItem(placement: .keyboard) { Button("Done") { isEditing = false } } }
        }
    }
}
