import ExampleApp
import Testing
import TextUI
import ViewStateKit

/// The order list and detail as their doc comments show them, and the states around them.
@MainActor
@Suite struct OrderViewsTests {
    @Test func loadedOrdersAreAListWithTheSelectedOneChecked() {
        #expect(OrderListView(orderList: .loaded(Order.mocks), selectedOrderId: 2).render(width: 40) == """
                            注文履歴            更新
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            ╭──────────────────────────────────────╮
            │   コーヒー豆 200g           ¥1,200 › │
            ├──────────────────────────────────────┤
            │ ✓ 急須                      ¥3,800 › │
            ├──────────────────────────────────────┤
            │   マグカップ 2個            ¥2,400 › │
            ╰──────────────────────────────────────╯
            """)
    }

    @Test func aFailureIsAnUnavailableScreenWithARetryButton() {
        let screen = OrderListView(orderList: .failed("注文を読み込めませんでした")).render(width: 40)
        #expect(screen.contains("注文を読み込めませんでした"))
        #expect(screen.contains("[ 再試行 ]"))
        #expect(!screen.contains("更新"), "no refresh in the bar while there is nothing to refresh")
    }

    @Test func anEmptyListSaysSoInsteadOfDrawingAnEmptyList() {
        let screen = OrderListView(orderList: .loaded([])).render(width: 40)
        #expect(screen.contains("注文はまだありません"))
        #expect(!screen.contains("╭"))
    }

    @Test func theDetailIsAGroupedListWithABackButton() {
        #expect(OrderDetailView(order: .coffee).render(width: 40) == """
            ‹ 戻る         注文の詳細           編集
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
              商品
            ╭──────────────────────────────────────╮
            │ コーヒー豆 200g                      │
            ╰──────────────────────────────────────╯

            ╭──────────────────────────────────────╮
            │ 注文番号                           1 │
            ├──────────────────────────────────────┤
            │ 合計                          ¥1,200 │
            ├──────────────────────────────────────┤
            │            この注文を削除            │
            ╰──────────────────────────────────────╯
            """)
    }

    @Test func anOrderThatIsNotLoadedIsNotFound() {
        #expect(OrderDetailContainer(orderId: 99, state: OrderState(orderList: .loaded(Order.mocks))).render(width: 40).contains("注文が見つかりません"))
    }

    @Test func asciiStyleDrawsTheMarksInASCII() {
        let screen = OrderListView(orderList: .loaded([.teapot]), selectedOrderId: 2).render(width: 24, style: .ascii)
        #expect(screen.contains("| v 急須      ¥3,800 > |"))
    }
}
