import Testing
import TextUI

/// Values, named and adjustable actions, removed traits and the Text forms of label and hint
/// reach the transcript; identifiers and input labels are accepted and not read.
@MainActor
@Suite struct AccessibilityValueTests {
    @Test func aValueAndNamedActionsAreReadAfterTheLabel() {
        let row = HStack { Image(systemName: "star.fill"); Text("4.5") }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(Text("Rating"))
            .accessibilityValue(Text("4.5 stars"))
            .accessibilityHint(Text("Opens the reviews"))
            .accessibilityAction(named: Text("Share")) {}
            .accessibilityAction(named: "Report") {}
            .accessibilityIdentifier("rating-row")
            .accessibilityInputLabels([Text("Stars")])
        #expect(row.accessibilityTranscript() == """
            Text: Rating, 4.5 stars
              Hint: Opens the reviews
              Actions: Share, Report
            """)
        #expect(row.render() == "★ 4.5")
    }

    @Test func theStringFormsTakeAnyStringProtocolAsSwiftUIs() {
        let line = "Ben Ito, Designer"
        let name: Substring = line.prefix(while: { $0 != "," })
        let role: Substring = line.suffix(8)
        let row = Image(systemName: "person")
            .accessibilityLabel(name)
            .accessibilityValue(role)
            .accessibilityHint(line.dropFirst(4).prefix(3))
            .accessibilityAction(named: name.prefix(3)) {}
            .accessibilityInputLabels([name, role])
        #expect(row.accessibilityTranscript() == """
            Image: Ben Ito, Designer
              Hint: Ito
              Actions: Ben
            """)
    }

    @Test func anAdjustableElementOffersIncrementAndATraitCanBeRemoved() {
        let volume = Text("Volume").accessibilityValue("60%").accessibilityAdjustableAction { _ in }
        #expect(volume.accessibilityTranscript() == "Text: Volume, 60%\n  Actions: Increment, Decrement")
        let heading = Button("Plans") {}.accessibilityRemoveTraits(.isButton).accessibilityAddTraits(.isHeader)
        #expect(heading.accessibilityTranscript() == "Heading: Plans")
        #expect(Text("A").accessibilityAction(.escape) {}.accessibilitySortPriority(2).accessibilityTranscript() == "Text: A")
    }
}
