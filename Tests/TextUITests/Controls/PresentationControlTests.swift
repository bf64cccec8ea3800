import Foundation
import Testing
import TextUI

private struct Percent: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text("\(Int((configuration.fractionCompleted ?? 0) * 100)) of 100")
    }
}

private struct Bracketed: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) { Text("<"); configuration.icon; Text(">"); configuration.title }
    }
}

/// Progress views, menus, links, labels and empty-content views.
@MainActor @Suite struct PresentationControlTests {
    @Test func aProgressViewWithoutAValueIsASpinner() {
        #expect(ProgressView().render() == "⟳")
        #expect(ProgressView(value: Double?.none).render() == "⟳")
        #expect(ProgressView { Text("Syncing") }.render(style: .ascii) == "* Syncing")
        #expect(ProgressView().accessibilityTranscript() == "Progress: no label, in progress")
    }

    @Test func aProgressBarCarriesItsLabelsAboveAndBelow() {
        let view = ProgressView(value: 0.5) { Text("Upload") } currentValueLabel: { Text("2 of 4 files") }
        #expect(view.render(width: 14) == "Upload\n█████░░░░░ 50%\n2 of 4 files")
        #expect(view.accessibilityTranscript() == "Progress: Upload, 50 percent")
    }

    @Test func theCircularStyleIsASpinnerWithThePercentage() {
        #expect(ProgressView("Saving", value: 0.5).progressViewStyle(.circular).render() == "Saving\n⟳ 50%")
        #expect(ProgressView("Saving").progressViewStyle(.circular).render() == "⟳ Saving")
        #expect(ProgressView(value: 0.5).progressViewStyle(.linear).render(width: 6) == "█░ 50%")
    }

    @Test func aCustomProgressStyleGetsTheFraction() {
        #expect(ProgressView(value: 3, total: 4).progressViewStyle(Percent()).render() == "75 of 100")
    }

    @Test func aFoundationProgressIsDrawnAsABar() {
        let progress = Progress(totalUnitCount: 4)
        progress.completedUnitCount = 1
        #expect(ProgressView(progress).render(width: 9) == "█░░░░ 25%")
    }

    @Test func aMenuIsItsLabelWithAMarkerAndItsItemsAreRead() {
        let menu = Menu("Sort") {
            Button("Newest") {}
            Button("Oldest") {}
        }
        #expect(menu.render() == "[ Sort ⌄ ]")
        #expect(menu.accessibilityTranscript() == "Pop up button: Sort\nButton: Newest\nButton: Oldest")
        #expect(Text("Inbox").toolbar { menu }.render(width: 30).hasSuffix("Sort ⌄\n━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━\n            Inbox"))
        #expect(menu.menuStyle(.button).render(style: .ascii) == "[ Sort v ]")
        #expect(Menu("More", systemImage: "ellipsis") { Button("Share") {} }.buttonStyle(.plain).render() == "⋯ More ⌄")
    }

    @Test func aLinkIsItsLabelWithAnArrowAndReadsAsALink() {
        let url = URL(fileURLWithPath: "/terms")
        #expect(Link("Terms", destination: url).render(style: .ascii) == "Terms ->")
        #expect(Link(destination: url) { Label("Help", systemImage: "info.circle") }.accessibilityTranscript() == "Link: Help")
    }

    @Test func labelStylesShowTitleIconOrBoth() {
        let label = Label("Inbox", systemImage: "tray")
        #expect(label.render() == "☐ Inbox")
        #expect(label.labelStyle(.titleAndIcon).render() == "☐ Inbox")
        #expect(label.labelStyle(.titleOnly).render() == "Inbox")
        #expect(label.labelStyle(.iconOnly).render() == "☐")
        #expect(label.labelStyle(.iconOnly).accessibilityTranscript() == "Text: Inbox")
        #expect(label.labelStyle(Bracketed()).render() == "<☐>Inbox")
        #expect(Label { Text("Title") } icon: { Text("*") }.render() == "* Title")
    }

    @Test func searchUnavailableNamesTheSearch() {
        #expect(ContentUnavailableView.search.render(width: 40) == """
                              ⌕
                          No Results
            Check the spelling or try a new search.
            """)
        #expect(ContentUnavailableView.search(text: "tea").accessibilityTranscript() == """
            Image: Search
            Text: No Results for “tea”
            Text: Check the spelling or try a new search.
            """)
    }

    @Test func contentUnavailableViewTakesAnyLabelAndDescription() {
        let view = ContentUnavailableView { Label("Offline", systemImage: "xmark") } description: { Text("Try later") }
        #expect(view.render(width: 12) == "     ✕\n  Offline\n Try later")
        #expect(ContentUnavailableView("Empty", systemImage: "tray").render(width: 9) == "    ☐\n  Empty")
    }
}

/// Group boxes, disclosure groups, formatters and the accepted-but-silent modifiers.
@MainActor @Suite struct ContainerControlTests {
    @Test func aGroupBoxBoxesItsLabelAndContentAndIsRead() {
        let box = GroupBox { Text("Body") } label: { Label("Title", systemImage: "star") }
        #expect(box.render(width: 12) == "╭──────────╮\n│ ☆ Title  │\n│ Body     │\n╰──────────╯")
        #expect(box.accessibilityTranscript() == "Text: Title\nText: Body")
        #expect(GroupBox { Text("Only") }.render(width: 8) == "╭──────╮\n│ Only │\n╰──────╯")
    }

    @Test func aDisclosureGroupHidesItsContentUntilExpanded() {
        let collapsed = DisclosureGroup("More") { Text("Hidden") }
        #expect(collapsed.render(style: .ascii) == "> More")
        #expect(collapsed.accessibilityTranscript() == "Button: More, collapsed")
        let expanded = DisclosureGroup("More", isExpanded: .constant(true)) { Text("Shown"); Text("Also") }
        #expect(expanded.render() == "▾ More\n  Shown\n  Also")
        #expect(expanded.accessibilityTranscript() == "Button: More, expanded\nText: Shown\nText: Also")
    }

    @Test func aFormatterFieldFormatsInTheFixedLocaleWithoutChangingTheFormatter() {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "de_DE")
        let field = TextField("Amount", value: .constant(1234.5), formatter: formatter)
        #expect(field.render(width: 12) == "╭──────────╮\n│ 1,234.5  │\n╰──────────╯")
        #expect(formatter.locale.identifier == "de_DE")
    }

    @Test func silentModifiersChangeNothing() {
        let button = Button("OK") {}
        #expect(button.buttonBorderShape(.roundedRectangle(radius: 4)).render() == button.render())
        #expect(button.keyboardShortcut(.defaultAction).render() == button.render())
        #expect(button.keyboardShortcut(nil).render() == button.render())
        #expect(button.keyboardShortcut(.return, modifiers: [.shift, .option]).render() == button.render())
        #expect(Menu("Go") { button }.menuIndicator(.visible).render() == "[ Go ⌄ ]")
    }
}
