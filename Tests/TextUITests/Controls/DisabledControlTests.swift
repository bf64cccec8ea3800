import Foundation
import Testing
import TextUI

private struct Mirrored: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack { Text("Mirror:"); Toggle(isOn: configuration.$isOn) { configuration.label } }
    }
}

/// Disabled controls: the part a person would operate goes in parentheses, as a disabled plain
/// button does, and a screen reader hears "Dimmed".
@MainActor @Suite struct DisabledControlTests {
    @Test func aDisabledControlsOperablePartIsInParentheses() {
        #expect(Toggle("Wi-Fi", isOn: .constant(true)).disabled(true).render(width: 16) == "Wi-Fi     (( ●))")
        #expect(Toggle("Wi-Fi", isOn: .constant(true)).disabled(true).render(width: 16, style: .ascii) == "Wi-Fi    ([ON ])")
        #expect(Toggle("Agree", isOn: .constant(false)).toggleStyle(.checkbox).disabled(true).render() == "([ ]) Agree")
        #expect(Toggle("Bold", isOn: .constant(false)).toggleStyle(.button).disabled(true).render() == "( Bold )")
        #expect(Stepper("Guests", value: .constant(2)).disabled(true).render(width: 16) == "Guests   (− 2 +)")
        #expect(Link("Terms", destination: URL(fileURLWithPath: "/")).disabled(true).render() == "(Terms ↗)")
        #expect(Menu("Sort") { Button("New") {} }.disabled(true).render() == "( Sort ⌄ )")
        #expect(ColorPicker("Tint", selection: .constant(.red)).disabled(true).render(width: 14) == "Tint   (● red)")
        #expect(DisclosureGroup("More") { Text("x") }.disabled(true).render() == "(▸ More)")
    }

    @Test func aDisabledPickerDimsItsValueOrItsSegments() {
        let picker = Picker("Plan", selection: .constant(1)) { Text("Free").tag(1); Text("Pro").tag(2) }
        #expect(picker.disabled(true).render(width: 16) == "Plan    (Free ⌄)")
        #expect(picker.pickerStyle(.segmented).disabled(true).render(width: 20) == "Plan   ([Free]│ Pro)")
        #expect(picker.pickerStyle(.radioGroup).disabled(true).render(width: 16) == "Plan\n((●) Free)\n(( ) Pro)")
    }

    @Test func disabledFieldsAndEditorsDimTheirText() {
        #expect(TextField("Name", text: .constant("Aiko")).disabled(true).render(width: 12) == "╭──────────╮\n│ (Aiko)   │\n╰──────────╯")
        #expect(Form { TextField("Name", text: .constant("Aiko")) }.disabled(true).render(width: 16).contains("│ Name  (Aiko) │"))
        #expect(TextEditor(text: .constant("One\nTwo")).disabled(true).render(width: 9) == "╭───────╮\n│ (One  │\n│  Two) │\n╰───────╯")
    }

    @Test func aDisabledSliderAndDatePickerAreInParentheses() {
        #expect(Slider(value: .constant(0.5)).disabled(true).render(width: 12) == "(━━━●── 0.5)")
        let date = DatePicker("Day", selection: .constant(Date(timeIntervalSince1970: 0)), displayedComponents: .date)
        #expect(date.disabled(true).render(width: 20) == "Day    (Jan 1, 1970)")
    }

    @Test func aScreenReaderHearsDisabledControlsAsDimmed() {
        let form = Form {
            Toggle("Wi-Fi", isOn: .constant(true))
            Picker("Plan", selection: .constant(1)) { Text("Free").tag(1) }
            Stepper("Guests", value: .constant(2))
            Text("Note")
        }.disabled(true)
        #expect(form.accessibilityTranscript() == """
            Toggle, Dimmed: Wi-Fi, on
            Pop up button, Dimmed: Plan, Free
            Adjustable, Dimmed: Guests, 2
              Actions: Increment, Decrement
            Text: Note
            """)
    }

    @Test func anEnabledControlInsideDrawsAsUsual() {
        #expect(Toggle("Wi-Fi", isOn: .constant(true)).disabled(false).render(width: 12) == "Wi-Fi   ( ●)")
    }

    @Test func aDatePickerShowsTheEnvironmentsTimeZone() throws {
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let picker = DatePicker("At", selection: .constant(Date(timeIntervalSince1970: 0)))
        #expect(picker.render(width: 26) == "At    Jan 1, 1970 12:00 AM")
        #expect(picker.environment(\.timeZone, tokyo).render(width: 26) == "At     Jan 1, 1970 9:00 AM")
    }

    @Test func aToggleStylesConfigurationHandsOnItsBinding() {
        var isOn = false
        let binding = Binding(get: { isOn }, set: { isOn = $0 })
        #expect(Toggle("Dark", isOn: binding).toggleStyle(Mirrored()).render(width: 20) == "Mirror: Dark    (○ )")
    }
}
