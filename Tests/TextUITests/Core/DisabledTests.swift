import Testing
import TextUI

private struct EnabledWord: View {
    @Environment(\.isEnabled) private var isEnabled
    var body: some View { Text(isEnabled ? "on" : "off") }
}

/// `disabled` turns `isEnabled` off inside, draws buttons disabled and reads controls "Dimmed".
@MainActor
@Suite struct DisabledTests {
    @Test func disabledTurnsIsEnabledOffForEverythingInsideAndFalseDoesNotUndoIt() {
        #expect(EnabledWord().render() == "on")
        #expect(EnabledWord().disabled(true).render() == "off")
        #expect(EnabledWord().disabled(false).render() == "on")
        #expect(VStack { EnabledWord().disabled(false) }.disabled(true).render() == "off")
    }

    @Test func aDisabledButtonDrawsParenthesesInEveryStyle() {
        #expect(Button("Save") {}.disabled(true).render() == "( Save )")
        #expect(Button("Save") {}.disabled(true).render(style: .ascii) == "( Save )")
        #expect(Button("Pay") {}.buttonStyle(.borderedProminent).disabled(true).render() == "(( Pay ))")
        #expect(Button("Edit") {}.buttonStyle(.plain).disabled(true).render() == "(Edit)")
        #expect(Button("Save") {}.disabled(false).render() == "[ Save ]")
    }

    @Test func aDisabledButtonTooNarrowForParenthesesDrawsItsLabel() {
        #expect(Button("Go") {}.disabled(true).render(width: 2) == "Go")
    }

    @Test func theTranscriptReadsDisabledControlsAsDimmedAndTextAsItIs() {
        let form = VStack {
            Text("Terms")
            Toggle("Accept", isOn: .constant(false))
            TextField("Email", text: .constant(""))
            Button("Create account") {}
        }
        #expect(form.disabled(true).accessibilityTranscript() == """
            Text: Terms
            Toggle, Dimmed: Accept, off
            Text field, Dimmed: Email
            Button, Dimmed: Create account
            """)
        #expect(!form.accessibilityTranscript().contains("Dimmed"))
    }

    @Test func aDisabledSectionStaysASectionOfItsFormWithItsControlsDimmed() {
        let form = Form {
            Section("Power") { Toggle("On", isOn: .constant(true)) }
            Section("Light") { Toggle("Dim", isOn: .constant(false)) }.disabled(true)
        }
        #expect(form.render(width: 20) == """
              Power
            ╭──────────────────╮
            │ On          ( ●) │
            ╰──────────────────╯

              Light
            ╭──────────────────╮
            │ Dim       ((○ )) │
            ╰──────────────────╯
            """)
        #expect(form.accessibilityTranscript().contains("Toggle, Dimmed: Dim, off"))
    }
}
