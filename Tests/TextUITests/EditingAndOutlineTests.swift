import Testing
import TextUI

private struct Node: Identifiable {
    let id: String
    var children: [Node]?
}

/// Lists being edited (delete controls, move handles, choice circles, the edit button),
/// collapsible sections, outlines, page indexes and tab bars whose symbols have no glyph.
@MainActor
@Suite struct EditingAndOutlineTests {
    private func rows(_ mode: EditMode) -> some View {
        List { ForEach([1, 2], id: \.self) { Text("Row \($0)") }.onDelete { _ in }.onMove { _, _ in } }
            .environment(\.editMode, .constant(mode))
    }

    @Test func editingShowsDeleteControlsAndMoveHandlesAndAtRestNothing() {
        #expect(rows(.active).render(width: 20) == """
            ╭──────────────────╮
            │ ⊖ Row 1        ≡ │
            ├──────────────────┤
            │ ⊖ Row 2        ≡ │
            ╰──────────────────╯
            """)
        #expect(rows(.inactive).render(width: 20).contains("│ Row 1            │"))
        #expect(rows(.active).render(width: 20, style: .ascii).contains("| - Row 1        = |"))
        #expect(rows(.active).accessibilityTranscript() == "Text: Row 1\n  Actions: Delete\nText: Row 2\n  Actions: Delete")
    }

    @Test func onlyTheFormsGivenAnActionShowTheirControl() {
        let view = List { ForEach([1], id: \.self) { Text("R\($0)") }.onDelete(perform: nil).onMove { _, _ in } }
            .environment(\.editMode, .constant(.active))
        #expect(view.render(width: 12) == "╭──────────╮\n│ R1     ≡ │\n╰──────────╯")
    }

    @Test func aSetSelectionBeingEditedShowsChoiceCirclesInPlaceOfDeleteControls() {
        let view = List(selection: .constant(Set([2]))) {
            ForEach([1, 2], id: \.self) { Text("Row \($0)") }.onDelete { _ in }
        }
        #expect(view.environment(\.editMode, .constant(.active)).render(width: 16) == """
            ╭──────────────╮
            │ ○ Row 1      │
            ├──────────────┤
            │ ◉ Row 2      │
            ╰──────────────╯
            """)
        #expect(view.render(width: 16).contains("│ Row 2      ✓ │"))
        let single = List(selection: .constant(Optional(2))) { ForEach([1, 2], id: \.self) { Text("Row \($0)") } }
        #expect(single.environment(\.editMode, .constant(.active)).render(width: 16).contains("│ Row 2      ✓ │"))
    }

    @Test func theEditButtonSaysDoneWhileEditingAndSwitchesTheMode() {
        var mode = EditMode.inactive
        let binding = Binding(get: { mode }, set: { mode = $0 })
        #expect(EditButton().environment(\.editMode, binding).render() == "[ Edit ]")
        mode = .active
        #expect(EditButton().environment(\.editMode, binding).render() == "[ Done ]")
        #expect(EditButton().render() == "[ Edit ]")
    }

    @Test func aCollapsibleSectionMarksItsHeaderAndSaysWhetherItIsOpen() {
        let list = List {
            Section("Pinned", isExpanded: .constant(false)) { Text("a") }
            Section(isExpanded: .constant(true)) { Text("b") } header: { Text("Other") }
            Section("Plain") { Text("c") }
        }
        let text = list.render(width: 16)
        #expect(text.hasPrefix("  ▸ Pinned\n\n  ▾ Other\n"))
        #expect(text.contains("  Plain\n"))
        #expect(!text.contains(" a "))
        #expect(list.accessibilityTranscript() == "Heading: Pinned, collapsed\nHeading: Other, expanded\nText: b\nHeading: Plain\nText: c")
    }

    @Test func anOutlineDrawsItsParentsCollapsedAndItsLeavesAsRows() {
        let tree = [Node(id: "Books", children: [Node(id: "Novels")]), Node(id: "Notes"), Node(id: "Empty", children: [])]
        let list = List(tree, children: \.children) { Text($0.id) }
        #expect(list.render(width: 14) == """
            ╭────────────╮
            │ ▸ Books    │
            ├────────────┤
            │ Notes      │
            ├────────────┤
            │ ▸ Empty    │
            ╰────────────╯
            """)
        #expect(list.accessibilityTranscript() == "Button: Books, collapsed\nText: Notes\nButton: Empty, collapsed")
        let byID = List(tree, id: \.id, children: \.children) { Text($0.id) }
        #expect(byID.render(width: 14) == list.render(width: 14))
        let chosen = List(tree, children: \.children, selection: .constant(Set(["Notes"]))) { Text($0.id) }
        #expect(chosen.render(width: 14).contains("│ Notes    ✓ │"))
        #expect(VStack(alignment: .leading) { OutlineGroup(tree, children: \.children) { Text($0.id) } }.render() == "▸ Books\nNotes\n▸ Empty")
    }

    @Test func pageDotsAreReadAsWhichPageOfHowMany() {
        let pages = TabView(selection: .constant(1)) { Text("One").tag(0); Text("Two").tag(1) }
        #expect(pages.tabViewStyle(.page).accessibilityTranscript() == "Text: Two\nText: Page 2 of 2")
        #expect(pages.tabViewStyle(.page(indexDisplayMode: .never)).accessibilityTranscript() == "Text: Two")
        #expect(pages.tabViewStyle(.page).indexViewStyle(.page(backgroundDisplayMode: .always)).render(width: 10)
            == pages.tabViewStyle(.page).render(width: 10))
    }

    @Test func aTabWhoseSymbolIsUnknownTakesOneNeutralCellLikeAnyOther() {
        let tabs = TabView {
            Text("a").tabItem { Label("Reading", systemImage: "theatermasks") }
            Text("b").tabItem { Label("Library", systemImage: "house") }
        }
        #expect(tabs.render(width: 12).hasSuffix("\n  ⬚     ⌂\nRead… Libr…"))
        #expect(tabs.render(width: 30).hasSuffix("\n   ⬚ Reading      ⌂ Library"))
    }

    @Test func thePresentationAndListSpacingFormsAreAcceptedAndDrawNothing() {
        let base = Text("x")
        #expect(base.presentationCompactAdaptation(.popover).render() == "x")
        #expect(base.presentationCompactAdaptation(horizontal: .sheet, vertical: .fullScreenCover).render() == "x")
        #expect(base.presentationBackgroundInteraction(.enabled(upThrough: .medium)).presentationContentInteraction(.scrolls).render() == "x")
        #expect(List { Text("x") }.listSectionSpacing(.compact).render(width: 6) == List { Text("x") }.render(width: 6))
        #expect(List { Text("x").selectionDisabled() }.listSectionSpacing(.custom(4)).render(width: 6) == List { Text("x") }.render(width: 6))
    }
}
