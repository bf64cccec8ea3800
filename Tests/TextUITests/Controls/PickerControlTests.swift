import Testing
import TextUI

private enum Flavor: String, CaseIterable, Identifiable {
    case matcha = "Matcha", hojicha = "Hojicha", genmaicha = "Genmaicha"
    var id: Self { self }
}

/// Pickers in each style: what is shown as chosen, and how a screen reader reads it.
@MainActor @Suite struct PickerControlTests {
    private func flavors(_ selection: Flavor) -> some View {
        Picker("Tea", selection: .constant(selection)) {
            ForEach(Flavor.allCases) { Text($0.rawValue).tag($0) }
        }
    }

    @Test func aMenuPickerShowsTheChosenOptionAfterItsLabel() {
        #expect(flavors(.hojicha).render(width: 24) == "Tea            Hojicha ⌄")
        #expect(flavors(.hojicha).pickerStyle(.menu).render(width: 24, style: .ascii) == "Tea            Hojicha v")
        #expect(flavors(.hojicha).accessibilityTranscript() == "Pop up button: Tea, Hojicha")
    }

    @Test func aPickerWhoseSelectionMatchesNoTagShowsOnlyTheMarker() {
        let picker = Picker("Size", selection: .constant("XL")) { Text("S").tag("S"); Text("M").tag("M") }
        #expect(picker.render(width: 12) == "Size       ⌄")
    }

    @Test func anOptionalSelectionMatchesPlainTags() {
        let picker = Picker("Size", selection: .constant(Optional("M"))) { Text("S").tag("S"); Text("M").tag("M") }
        #expect(picker.render(width: 12) == "Size     M ⌄")
    }

    @Test func anUntaggedOptionIsNeverTheChosenOne() {
        let picker = Picker("Size", selection: .constant("S")) { Text("S"); Text("M").tag("M") }
        #expect(picker.render(width: 12) == "Size       ⌄")
    }

    @Test func aSegmentedPickerShowsEveryOptionWithTheChosenOneInBrackets() {
        let picker = flavors(.matcha).pickerStyle(.segmented)
        #expect(picker.render(width: 40) == "Tea        [Matcha]│ Hojicha │ Genmaicha")
        #expect(picker.accessibilityTranscript() == """
            Text: Tea
            Button, Selected: Matcha
            Button: Hojicha
            Button: Genmaicha
            """)
    }

    @Test func aSegmentedPickerTooWideForItsRowStacksItsSegments() {
        #expect(flavors(.genmaicha).pickerStyle(.segmented).render(width: 14) == """
            Tea
                Matcha
                Hojicha
               [Genmaicha]
            """)
    }

    @Test func aSegmentedPickerWithAnEmptyLabelIsJustItsSegments() {
        let picker = Picker("", selection: .constant(0)) { Text("List").tag(0); Text("Grid").tag(1) }.pickerStyle(.palette)
        #expect(picker.render(width: 20) == "[List]│ Grid")
    }

    @Test func anInlinePickerInAFormIsARowPerOption() {
        let form = Form { flavors(.hojicha).pickerStyle(.inline) }
        #expect(form.render(width: 20) == """
            ╭──────────────────╮
            │ Tea              │
            ├──────────────────┤
            │ Matcha           │
            ├──────────────────┤
            │ Hojicha        ✓ │
            ├──────────────────┤
            │ Genmaicha        │
            ╰──────────────────╯
            """)
        #expect(form.accessibilityTranscript() == """
            Text: Tea
            Button: Matcha
            Button, Selected: Hojicha
            Button: Genmaicha
            """)
    }

    @Test func aRadioGroupMarksTheChosenOption() {
        #expect(flavors(.matcha).pickerStyle(.radioGroup).render(width: 20) == """
            Tea
            (●) Matcha
            ( ) Hojicha
            ( ) Genmaicha
            """)
    }

    @Test func aWheelShowsUpToTwoOptionsEitherSideOfTheChosenOne() {
        let hours = Picker("Hour", selection: .constant(5)) { ForEach(0..<24) { Text("\($0)").tag($0) } }
        #expect(hours.pickerStyle(.wheel).render(width: 9) == """
            Hour
                3
                4
              [ 5 ]
                6
                7
            """)
        #expect(hours.pickerStyle(.wheel).accessibilityTranscript() == "Adjustable: Hour, 5\n  Actions: Increment, Decrement")
    }

    @Test func aNavigationLinkPickerIsARowWithAChevron() {
        #expect(flavors(.matcha).pickerStyle(.navigationLink).render(width: 20) == "Tea         Matcha ›")
    }

    @Test func theCurrentValueLabelReplacesTheChosenOptionsText() {
        let picker = Picker("Tea", selection: .constant(Flavor.matcha)) {
            ForEach(Flavor.allCases) { Text($0.rawValue).tag($0) }
        } currentValueLabel: {
            Text("抹茶")
        }
        #expect(picker.render(width: 16) == "Tea       抹茶 ⌄")
    }

    @Test func aLabelViewAndASymbolTitleAreDrawn() {
        let picker = Picker(selection: .constant(1)) { Text("一").tag(1) } label: { Text("数") }
        #expect(picker.render(width: 12) == "数      一 ⌄")
        let symbol = Picker("並び", systemImage: "list.bullet", selection: .constant(1)) { Text("新着").tag(1) }
        #expect(symbol.render(width: 16) == "☰ 並び   新着 ⌄")
    }
}

/// A picker's options made by a `ForEach` without `.tag` are tagged with their ids, as in SwiftUI.
@MainActor @Suite struct PickerImplicitTagTests {
    @Test func forEachIdsTagTheOptions() {
        let picker = Picker("Size", selection: .constant("M")) {
            ForEach(["S", "M", "L"], id: \.self) { Text($0) }
        }
        #expect(picker.render(width: 12) == "Size     M ⌄")
        #expect(picker.pickerStyle(.segmented).render(width: 20) == "Size       S │[M]│ L")
    }

    @Test func idsOfAnotherTypeThanTheSelectionMatchNothing() {
        let picker = Picker("Size", selection: .constant("1")) {
            ForEach(0..<3) { Text("\($0)") }
        }
        #expect(picker.render(width: 12) == "Size       ⌄")
    }

    @Test func labelsHiddenLeavesTheControls() {
        #expect(Picker("Size", selection: .constant("M")) { Text("M").tag("M") }.labelsHidden().render(width: 12) == "M ⌄")
        #expect(Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden().render(width: 12) == "( ●)")
        #expect(Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden().accessibilityTranscript() == "Toggle: Wi-Fi, on")
        #expect(Stepper("Qty: 2", value: .constant(2)).labelsHidden().render(width: 12) == "− 2 +")
        #expect(Form { TextField("Name", text: .constant("Aiko")) }.labelsHidden().render(width: 14).contains("│ Aiko       │"))
        let date = DatePicker("Day", selection: .constant(Date(timeIntervalSince1970: 0)), displayedComponents: .date)
        #expect(date.labelsHidden().render(width: 20) == "Jan 1, 1970")
    }
}
