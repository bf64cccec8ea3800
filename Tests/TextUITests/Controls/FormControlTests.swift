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
