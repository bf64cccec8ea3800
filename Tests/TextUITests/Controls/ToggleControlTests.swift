import Testing
import TextUI

private struct Spelled: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack { configuration.label; Text(configuration.isOn ? "はい" : "いいえ") }
    }
}

private struct Flag: Identifiable {
    let id: Int
    var isOn: Bool
}

/// Toggles: their forms and styles, as drawn and as read.
@MainActor @Suite struct ToggleControlTests {
    @Test func theSwitchSitsAtTheTrailingEdge() {
        #expect(Toggle("Wi-Fi", isOn: .constant(true)).render(width: 16) == "Wi-Fi       ( ●)")
        #expect(Toggle("Wi-Fi", isOn: .constant(false)).render(width: 16) == "Wi-Fi       (○ )")
        #expect(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(.switch).render(width: 16) == "Wi-Fi       ( ●)")
    }

    @Test func theLabelCanBeAnyView() {
        let toggle = Toggle(isOn: .constant(false)) {
            VStack(alignment: .leading) { Text("通知"); Text("新着メッセージ") }
        }
        #expect(toggle.render(width: 20) == """
            通知            (○ )
            新着メッセージ
            """)
        #expect(toggle.accessibilityTranscript() == "Toggle: 通知, 新着メッセージ, off")
    }

    @Test func checkboxAndButtonStylesMarkTheStateInASCIIToo() {
        #expect(Toggle("同意", isOn: .constant(true)).toggleStyle(.checkbox).render(style: .ascii) == "[x] 同意")
        #expect(Toggle("同意", isOn: .constant(false)).toggleStyle(.checkbox).render(style: .ascii) == "[ ] 同意")
        #expect(Toggle("太字", isOn: .constant(true)).toggleStyle(.button).render(style: .ascii) == "[ x 太字 ]")
    }

    @Test func aCustomStyleReadsTheState() {
        #expect(Toggle("公開", isOn: .constant(true)).toggleStyle(Spelled()).render() == "公開 はい")
        #expect(Toggle("公開", isOn: .constant(false)).toggleStyle(Spelled()).render() == "公開 いいえ")
        #expect(Toggle("公開", isOn: .constant(false)).toggleStyle(Spelled()).accessibilityTranscript() == "Toggle: 公開, off")
    }

    @Test func sourcesAreMixedWhenTheyDiffer() {
        let mixed = [Flag(id: 1, isOn: true), Flag(id: 2, isOn: false)]
        let allOn = [Flag(id: 1, isOn: true), Flag(id: 2, isOn: true)]
        func toggle(_ flags: [Flag]) -> some View {
            Toggle("すべて", sources: flags.map { flag in Binding.constant(flag.isOn) }, isOn: \.self)
        }
        #expect(toggle(mixed).render(width: 12) == "すべて  (──)")
        #expect(toggle(mixed).accessibilityTranscript() == "Toggle: すべて, mixed")
        #expect(toggle(allOn).render(width: 12) == "すべて  ( ●)")
        #expect(toggle([]).render(width: 12) == "すべて  (○ )")
    }

    @Test func writingThroughAConfigurationSwitchesTheBinding() {
        var isOn = false
        let binding = Binding(get: { isOn }, set: { isOn = $0 })
        struct Flip: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.isOn.toggle()
                return configuration.label
            }
        }
        #expect(Toggle("切替", isOn: binding).toggleStyle(Flip()).render() == "切替")
        #expect(isOn)
    }

    @Test func aSymbolTitledToggleDrawsItsSymbol() {
        #expect(Toggle("お気に入り", systemImage: "star", isOn: .constant(true)).render(width: 20) == "☆ お気に入り    ( ●)")
    }
}
