import Testing
import TextUI

@MainActor
@Suite struct PresentationTests {
    static var screen: Text { Text(Array(repeating: "..........................", count: 9).joined(separator: "\n")) }

    @Test func anAlertIsCenteredOverTheScreenRowsAndStacksButtonsThatDoNotFitSideBySide() {
        let view = Self.screen.alert("削除しますか？", isPresented: .constant(true)) {
            Button("キャンセル") {}
            Button("削除") {}
        }
        // "キャンセル" cannot sit in half the box with room to spare, so the buttons stack.
        #expect(view.render(width: 26) == """
            ..........................
            ..╭────────────────────╮..
            ..│   削除しますか？   │..
            ..├────────────────────┤..
            ..│     キャンセル     │..
            ..├────────────────────┤..
            ..│        削除        │..
            ..╰────────────────────╯..
            ..........................
            """)
    }

    @Test func aHiddenAlertOrSheetLeavesTheScreenAsItIs() {
        let view = Text("本文")
            .alert("x", isPresented: .constant(false)) {}
            .sheet(isPresented: .constant(false)) { Text("y") }
        #expect(view.render() == "本文")
    }

    @Test func aScreenShorterThanTheAlertGrowsToHoldIt() {
        let view = Text("短い").alert("お知らせ", isPresented: .constant(true)) {} message: { Text("更新があります") }
        #expect(view.render(width: 20) == """
            短╭──────────────╮
              │   お知らせ   │
              │ 更新がありま │
              │      す      │
              ├──────────────┤
              │      OK      │
              ╰──────────────╯
            """)
    }

    @Test func aSheetKeepsTheTopTwoRowsInView() {
        let view = NavigationStack { Self.screen.navigationTitle("ホーム") }
            .sheet(isPresented: .constant(true)) {
                NavigationStack { Text("内容").navigationTitle("詳細") }
            }
        #expect(view.render(width: 16, height: 8) == """
                 ホーム
            ━━━━━━━━━━━━━━━━
            ╭─────━━━──────╮
            │     詳細     │
            │ ━━━━━━━━━━━━ │
            │              │
            │     内容     │
            │              │
            """)
    }

    @Test func aSheetTallerThanTheScreenMakesTheOutputTaller() {
        let view = Text("a").sheet(isPresented: .constant(true)) { Text("1\n2\n3") }
        #expect(view.render(width: 7, style: .ascii) == "a\n+-===-+\n| 1   |\n| 2   |\n| 3   |")
    }
}
