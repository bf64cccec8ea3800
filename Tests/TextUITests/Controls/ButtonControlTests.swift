import Testing
import TextUI

private struct Capsule: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) { Text("("); configuration.label; Text(configuration.role == .destructive ? "!)" : ")") }
    }
}

private struct Tapping: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.trigger()
        return Button(configuration)
    }
}

/// Buttons: their forms, roles and styles, as drawn and as read.
@MainActor @Suite struct ButtonControlTests {
    @Test func aProminentButtonHasDoubleBracketsEvenInAListRow() {
        #expect(Button("購入") {}.buttonStyle(.borderedProminent).render() == "[[ 購入 ]]")
        let list = List { Button("購入") {} }.buttonStyle(.borderedProminent)
        #expect(list.render(width: 16) == """
            ╭──────────────╮
            │ [[ 購入 ]]   │
            ╰──────────────╯
            """)
    }

    @Test func aProminentButtonTooNarrowForDoubleBracketsFallsBackToSingleThenPlain() {
        #expect(Button("A") {}.buttonStyle(.borderedProminent).render(width: 7) == "[[ A ]]")
        #expect(Button("A") {}.buttonStyle(.borderedProminent).render(width: 6) == "[ A ]")
        #expect(Button("A") {}.buttonStyle(.borderedProminent).render(width: 4) == "A")
    }

    @Test func linkAndBorderlessStylesDrawTheLabelAlone() {
        #expect(Button("詳細") {}.buttonStyle(.link).render() == "詳細")
        #expect(Button("詳細") {}.buttonStyle(.borderless).render() == "詳細")
        #expect(Button("詳細") {}.buttonStyle(.automatic).render() == "[ 詳細 ]")
    }

    @Test func aRoleDrawsNothingOfItsOwnButReachesACustomStyle() {
        #expect(Button("削除", role: .destructive) {}.render() == "[ 削除 ]")
        #expect(Button("削除", role: .destructive) {}.buttonStyle(Capsule()).render() == "(削除!)")
        #expect(Button("閉じる", role: .cancel) {}.buttonStyle(Capsule()).render() == "(閉じる)")
        #expect(Button(role: .destructive) {} label: { Text("消す") }.render() == "[ 消す ]")
        #expect(Button("ゴミ箱", systemImage: "xmark", role: .destructive) {}.render() == "[ ✕ ゴミ箱 ]")
    }

    @Test func aCustomStyleIsStillReadAsAButton() {
        let view = Button("保存") {}.buttonStyle(Capsule())
        #expect(view.accessibilityTranscript() == "Button: 保存")
    }

    @Test func aPrimitiveStyleGetsTheButtonsAction() {
        var tapped = 0
        let view = Button("送信") { tapped += 1 }.buttonStyle(Tapping())
        #expect(view.render() == "[ 送信 ]")
        #expect(tapped == 1)
    }

    @Test func aStringVariableTitleWorks() {
        let title: Substring = "続ける…"
        #expect(Button(title) {}.render() == "[ 続ける… ]")
    }

    @Test func controlSizeDrawsTheSameAtEverySize() {
        for size in ControlSize.allCases {
            #expect(Button("OK") {}.controlSize(size).render() == "[ OK ]")
        }
    }

    @Test func editButtonIsTitledEditAndPlainInAToolbar() {
        #expect(EditButton().render() == "[ Edit ]")
        #expect(EditButton().accessibilityTranscript() == "Button: Edit")
        #expect(Text("本文").toolbar { EditButton() }.render(width: 12).contains("        Edit"))
    }
}
