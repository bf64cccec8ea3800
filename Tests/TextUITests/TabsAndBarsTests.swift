import Testing
import TextUI

private enum Pane: Hashable { case home, settings, folder(String) }
private struct Tag: Identifiable { let id: String }

/// The iOS 18 tab API (values typed by the selection, a tab's own badge, sections), title
/// menus, removed titles, token search fields and the accepted bar and sheet styles.
@MainActor
@Suite struct TabsAndBarsTests {
    @Test func tabsFindTheirValuesTypeFromTheSelection() {
        let tabs = TabView(selection: .constant(Pane.settings)) {
            Tab("Home", systemImage: "house", value: .home) { Text("Welcome") }
            Tab("Settings", systemImage: "gearshape", value: .settings) { Text("Options") }.badge(2)
        }
        #expect(tabs.render(width: 30) == "Options\n───────────────━━━━━━━━━━━━━━━\n    ⌂ Home      ⚙ Settings(2)")
        #expect(tabs.accessibilityTranscript() == "Text: Options\nTab: Home\nTab, Selected: Settings, 2")
    }

    @Test func aSectionsTabsJoinTheBarInTurnAndConditionsAndLoopsBuild() {
        func tabs(_ showsExtra: Bool) -> some View {
            TabView(selection: .constant(Pane.folder("B"))) {
                Tab("Home", systemImage: "house", value: .home) { Text("h") }
                TabSection("Folders") {
                    ForEach(["A", "B"], id: \.self) { name in
                        Tab(name, systemImage: "folder", value: Pane.folder(name)) { Text("In \(name)") }
                    }
                }
                if showsExtra {
                    Tab("Settings", systemImage: "gear", value: .settings) { Text("s") }
                } else {
                    Tab("More", systemImage: "ellipsis", value: .settings) { Text("m") }
                }
            }
        }
        #expect(tabs(true).render(width: 40).hasPrefix("In B\n"))
        #expect(tabs(true).accessibilityTranscript().hasSuffix("Tab: Home\nTab: A\nTab, Selected: B\nTab: Settings"))
        #expect(tabs(false).accessibilityTranscript().hasSuffix("Tab: More"))
    }

    @Test func aTabsOwnBadgeFormsShowAndZeroOrNilShowsNone() {
        func bar(_ tab: Tab<Int, Text, DefaultTabLabel>) -> String {
            TabView(selection: .constant(1)) { tab }.accessibilityTranscript()
        }
        let tab = Tab("Inbox", systemImage: "tray", value: 1) { Text("m") }
        #expect(bar(tab.badge(0)).hasSuffix("Tab, Selected: Inbox"))
        #expect(bar(tab.badge("New")).hasSuffix("Tab, Selected: Inbox, New"))
        #expect(bar(tab.badge(Text("9+"))).hasSuffix("Tab, Selected: Inbox, 9+"))
        #expect(bar(tab.badge(Optional<String>.none)).hasSuffix("Tab, Selected: Inbox"))
    }

    @Test func aTitleMenuMarksTheTitleAndRemovingTheTitleTakesItOff() {
        let menu = NavigationStack { Text("x").navigationTitle("Notes").toolbarTitleMenu { Button("Rename") {} } }
        #expect(menu.render(width: 16).hasPrefix("    Notes ▾\n"))
        #expect(menu.render(width: 16, style: .ascii).hasPrefix("    Notes v\n"))
        let large = NavigationStack { Text("x").navigationTitle("Notes").navigationBarTitleDisplayMode(.large).toolbarTitleMenu { EmptyView() } }
        #expect(large.render(width: 16).hasPrefix("Notes ▾\n"))
        let removed = NavigationStack {
            Text("x").navigationTitle("Notes").toolbar(removing: .title).toolbar { Button("Add") {} }
        }
        #expect(!removed.render(width: 16).contains("Notes"))
        #expect(removed.accessibilityTranscript() == "Button: Add\nText: x")
        let toggle = NavigationStack { Text("x").navigationTitle("Notes").toolbar(removing: .sidebarToggle) }
        #expect(toggle.render(width: 16) == NavigationStack { Text("x").navigationTitle("Notes") }.render(width: 16))
    }

    @Test func aTokenFieldShowsItsTokensAndIsActive() {
        let field = NavigationStack {
            Text("r")
                .searchable(text: .constant(""), tokens: .constant([Tag(id: "Fruit"), Tag(id: "Red")]), prompt: "Find") { Text($0.id) }
                .searchScopes(.constant(1)) { Text("All").tag(1) }
        }
        #expect(field.render(width: 24).hasPrefix("╭──────────────────────╮\n│ ⌕ [Fruit] [Red]      │\n╰──────────────────────╯\n[All]\n"))
        #expect(field.accessibilityTranscript().hasPrefix("Search field: Find, Fruit, Red\n"))
        let empty = NavigationStack { Text("r").searchable(text: .constant(""), tokens: .constant([Tag]()), prompt: Text("Find")) { Text($0.id) } }
        #expect(empty.render(width: 24).contains("│ ⌕ Find               │"))
        let presented = NavigationStack {
            Text("r").searchable(text: .constant(""), tokens: .constant([Tag]()), isPresented: .constant(true)) { Text($0.id) }
                .searchSuggestions { Text("tea") }
        }
        #expect(presented.render(width: 24).contains("╯\ntea\n━"))
        let suggested = NavigationStack {
            Text("r").searchable(text: .constant("x"), tokens: .constant([Tag]()), suggestedTokens: .constant([Tag(id: "Veg")]), prompt: "Find") {
                Label($0.id, systemImage: "tag")
            }
        }
        #expect(suggested.render(width: 24).contains("╯\n⌗ Veg\n━"))
    }

    @Test func theBarAndSheetStylesAreAcceptedAndDrawNothing() {
        let plain = NavigationStack { Text("x").navigationTitle("T") }.render(width: 12)
        let styled = NavigationStack {
            Text("x").navigationTitle("T")
                .toolbarColorScheme(.dark, for: .navigationBar)
                .toolbarBackgroundVisibility(.visible, for: .navigationBar, .bottomBar)
        }
        #expect(styled.render(width: 12) == plain)
        #expect(Text("s").presentationSizing(.form).render() == "s")
        #expect(Text("s").presentationSizing(.page.fitted(horizontal: false, vertical: true).sticky(horizontal: true, vertical: false)).render() == "s")
    }
}

private struct Fruit: Identifiable { let id: Int; var name: String }

/// The older navigation forms (isActive and tag links), edit actions on bound collections and
/// the popover anchors.
@MainActor
@Suite struct LegacyNavigationTests {
    @Test func anActiveLinkPushesItsDestinationAndAnInactiveOneDrawsTheRow() {
        func stack(_ active: Bool) -> some View {
            NavigationView {
                List { NavigationLink("Order", destination: Text("Details"), isActive: .constant(active)) }.navigationTitle("Orders")
            }
        }
        #expect(stack(true).render(width: 16) == "‹ Orders\n━━━━━━━━━━━━━━━━\n    Details")
        #expect(stack(false).render(width: 16).contains("│ Order      › │"))
        let tagged = NavigationStack {
            List {
                NavigationLink(destination: Text("One"), tag: 1, selection: .constant(Optional(2))) { Text("1") }
                NavigationLink(destination: Text("Two"), tag: 2, selection: .constant(Optional(2))) { Text("2") }
            }
        }
        #expect(tagged.render(width: 16) == "‹ Back\n━━━━━━━━━━━━━━━━\n      Two")
    }

    @Test func editActionsOfferDeleteAndShowTheirControlsWhileEditing() {
        let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")]
        let all = List(binding(fruits), editActions: .all) { $fruit in Text(fruit.name) }
        #expect(all.accessibilityTranscript() == "Text: Apple\n  Actions: Delete\nText: Pear\n  Actions: Delete")
        #expect(all.environment(\.editMode, .constant(.active)).render(width: 14).hasPrefix("╭────────────╮\n│ ⊖ Apple  ≡ │\n"))
        let moveOnly = List { ForEach(binding(fruits), editActions: .move) { $fruit in Text(fruit.name) } }
        #expect(moveOnly.accessibilityTranscript() == "Text: Apple\nText: Pear")
        #expect(moveOnly.environment(\.editMode, .constant(.active)).render(width: 14).hasPrefix("╭────────────╮\n│ Apple    ≡ │\n"))
        #expect(EditActions<[Fruit]>.all == [.delete, .move])
    }

    @Test func aPopoverOnAnAnchorDrawsAsAPopoverDoes() {
        let plain = Text("Title").popover(isPresented: .constant(true)) { Text("Tip") }.render(width: 12)
        #expect(Text("Title").popover(isPresented: .constant(true), attachmentAnchor: .point(.top), arrowEdge: .bottom) { Text("Tip") }.render(width: 12) == plain)
        #expect(Text("Title").popover(item: .constant(Optional(Fruit(id: 1, name: "Tip"))), attachmentAnchor: .rect(.bounds)) { Text($0.name) }.render(width: 12) == plain)
        #expect(Text("x").searchPresentationToolbarBehavior(.avoidHidingContent).render() == "x")
    }

    private func binding(_ fruits: [Fruit]) -> Binding<[Fruit]> {
        var stored = fruits
        return Binding(get: { stored }, set: { stored = $0 })
    }
}
