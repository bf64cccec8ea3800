@testable import ExampleApp
import Testing
import TextUI

/// The app's small internal views, as their doc comments show them.
@MainActor
@Suite struct SharedViewsTests {
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

                    [ カートに追加 ]
            """)
    }
}
