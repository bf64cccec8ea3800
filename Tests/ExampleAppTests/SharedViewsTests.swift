@testable import ExampleApp
import Testing
import TextUI

/// The app's small internal views, as their doc comments show them.
@Suite struct SharedViewsTests {
    @Test func unavailableCentersItsButtonsUnderTheMessage() {
        let view = Unavailable("注文はまだありません", systemImage: "tray", description: "注文するとここに表示されます。") {
            Button("更新") {}
        }
        #expect(view.render(width: 40) == """

                               ☐
                      注文はまだありません
                 注文するとここに表示されます。

                            [ 更新 ]
            """)
    }

    @Test func labeledValuePutsTheValueAtTheTrailingEdge() {
        #expect(LabeledValue("合計", value: "¥1,200").render(width: 20) == "合計          ¥1,200")
    }

    @Test func orderRowChecksTheSelectedOrder() {
        #expect(OrderRow(order: .teapot, isSelected: true).render(width: 24) == "✓ 急須          ¥3,800 ›")
        #expect(OrderRow(order: .teapot, isSelected: false).render(width: 24) == "  急須          ¥3,800 ›")
    }

    @Test func itemSheetIsAScreenWithACloseButton() {
        #expect(ItemSheet(item: .pen, onClose: {}).render(width: 32) == """
                       ボールペン     閉じる
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            ╭──────────────────────────────╮
            │ 名前              ボールペン │
            ├──────────────────────────────┤
            │ アイテム番号               2 │
            ╰──────────────────────────────╯
            """)
    }
}
