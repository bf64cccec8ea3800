import Testing
import TextUI

/// The SwiftUI spellings the example screens needed, drawn as a SwiftUI reader expects.
@MainActor
@Suite struct ControlFidelityTests {
    @Test func aButtonInAListRowIsAPlainRowUnlessBordered() {
        let list = List {
            Button("ノート") {}
            Button("もっと見る") {}.buttonStyle(.bordered)
        }
        #expect(list.render(width: 20) == """
            ╭──────────────────╮
            │ ノート           │
            ├──────────────────┤
            │ [ もっと見る ]   │
            ╰──────────────────╯
            """)
    }

    @Test func aPlainStyleOutsideAListDropsTheBrackets() {
        #expect(Button("保存") {}.buttonStyle(.plain).render() == "保存")
        #expect(Button("保存") {}.buttonStyle(.borderless).render() == "保存")
        #expect(Button("保存") {}.render() == "[ 保存 ]")
    }

    @Test func aButtonInAToolbarStaysPlainWhateverTheStyle() {
        let view = Text("本文").toolbar { Button("完了") {} }.buttonStyle(.bordered)
        #expect(view.render(width: 12) == "        完了\n━━━━━━━━━━━━\n    本文")
    }

    @Test func labeledContentPutsTheValueUnderTheTitleWhenNarrow() {
        #expect(LabeledContent("合計", value: "¥1,200").render(width: 11) == "合計 ¥1,200")
        #expect(LabeledContent("合計", value: "¥1,200").render(width: 10) == "合計\n    ¥1,200")
    }

    @Test func aHiddenViewKeepsItsRoomInAStack() {
        let view = HStack { Text("左").hidden(); Text("右") }
        #expect(view.render() == "   右")
    }

    @Test func aSheetForNoItemAndAnAlertPresentingNothingLeaveTheScreenAsItIs() {
        let view = Text("本文")
            .sheet(item: .constant(Int?.none.map(Tag.init))) { Text("詳細 \($0.id)") }
            .alert("x", isPresented: .constant(true), presenting: String?.none) { _ in Button("OK") {} }
        #expect(view.render() == "本文")
    }

    @Test func contentUnavailableActionsStackCenteredUnderTheDescription() {
        let view = ContentUnavailableView { Text("なし") } description: { Text("説明") } actions: {
            Button("再試行") {}
            Button("閉じる") {}
        }
        #expect(view.render(width: 14) == """
                 なし
                 説明

              [ 再試行 ]
              [ 閉じる ]
            """)
    }
}

private struct Tag: Identifiable {
    let id: Int
}
