import Foundation
import Testing
import TextUI

/// Forms and list styles: rows grouped in sections, and the styles that drop the boxes.
@MainActor @Suite struct FormControlTests {
    @Test func looseRowsAndSectionsAreGroupsOfTheirOwn() {
        let form = Form {
            Text("Intro")
            Section("Account") { Text("Aiko") }
            Button("Sign out") {}
        }
        #expect(form.render(width: 16) == """
            ╭──────────────╮
            │ Intro        │
            ╰──────────────╯

              Account
            ╭──────────────╮
            │ Aiko         │
            ╰──────────────╯

            ╭──────────────╮
            │ Sign out     │
            ╰──────────────╯
            """)
    }

    @Test func aButtonInAFormIsAPlainRowUnlessItsStyleSaysOtherwise() {
        #expect(Form { Button("Pay") {}.buttonStyle(.borderedProminent) }.render(width: 14) == """
            ╭────────────╮
            │ [[ Pay ]]  │
            ╰────────────╯
            """)
    }

    @Test func theColumnsStyleDrawsRowsWithoutBoxes() {
        let form = Form {
            Section("Display") { Toggle("Bold", isOn: .constant(true)) }
            Section { LabeledContent("Version", value: "2.1") } footer: { Text("Up to date") }
        }.formStyle(.columns)
        #expect(form.render(width: 16) == """
            Display
            Bold        ( ●)

            Version      2.1
            Up to date
            """)
        #expect(form.accessibilityTranscript() == """
            Heading: Display
            Toggle: Bold, on
            Text: Version, 2.1
            Text: Up to date
            """)
    }

    @Test func theGroupedStyleIsTheDefaultLook() {
        let form = Form { Text("Row") }
        #expect(form.formStyle(.grouped).render(width: 10) == form.render(width: 10))
        #expect(form.formStyle(.automatic).render(width: 10) == form.render(width: 10))
    }

    @Test func aPlainListHasRulesBetweenRowsAndNoBoxes() {
        let list = List {
            Section("Fruit") { Text("Apple"); Text("Pear") }
        }
        #expect(list.listStyle(.plain).render(width: 10) == "Fruit\nApple\n──────────\nPear")
        for grouped in [AnyView(list.listStyle(.insetGrouped)), AnyView(list.listStyle(.grouped)), AnyView(list.listStyle(.inset)),
                        AnyView(list.listStyle(.sidebar)), AnyView(list.listStyle(.automatic))] {
            #expect(grouped.render(width: 10) == list.render(width: 10))
        }
    }
}

/// Every control at the narrowest widths: no line wider than the width, nothing lost to a crash.
@MainActor @Suite struct NarrowControlTests {
    private var controls: some View {
        VStack {
            Picker("Plan", selection: .constant(1)) { Text("Free").tag(1); Text("Pro").tag(2) }
            Picker("Plan", selection: .constant(1)) { Text("Free").tag(1); Text("Pro").tag(2) }.pickerStyle(.segmented)
            Picker("Plan", selection: .constant(1)) { Text("Free").tag(1); Text("Pro").tag(2) }.pickerStyle(.wheel)
            Picker("Plan", selection: .constant(1)) { Text("Free").tag(1) }.pickerStyle(.radioGroup)
            Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(.button)
            Stepper("Guests", value: .constant(2))
            Slider(value: .constant(0.5)) { Text("Volume") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }
            DatePicker("Day", selection: .constant(Date(timeIntervalSince1970: 0))).datePickerStyle(.graphical)
            DatePicker("Day", selection: .constant(Date(timeIntervalSince1970: 0))).datePickerStyle(.wheel)
            TextField("Bio", text: .constant("Tea and trains"), axis: .vertical)
            TextEditor(text: .constant("Notes"))
            Menu("Sort") { Button("New") {} }
            Button("Pay") {}.buttonStyle(.borderedProminent)
            GroupBox("Box") { Text("Inside") }
            DisclosureGroup("More", isExpanded: .constant(true)) { Text("Shown") }
            ColorPicker("Tint", selection: .constant(.red))
            ProgressView("Loading", value: 0.3).progressViewStyle(.circular)
        }
    }

    @Test func everyControlFitsEveryNarrowWidth() {
        for width in 0...12 {
            for style in RenderStyle.allCases {
                RenderChecks.checkOutputRules(controls.render(width: width, style: style), width: width, "controls at \(width)")
                RenderChecks.checkOutputRules(Form { controls }.render(width: width, style: style), width: width, "form at \(width)")
            }
        }
    }
}
