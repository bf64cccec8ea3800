import ExampleApp
import Testing
import TextUI
import ViewStateKit
import ViewStateStore

/// The composed app screen: tabs, the Orders stack, and the sheet and alert drawn over it.
@MainActor
@Suite struct AppViewTests {
    static let loaded = AppState(order: OrderState(orderList: .loaded(Order.mocks)), navigation: NavigationState(selectedTab: .orders))

    @Test func theTabBarSitsAtTheBottomWithTheSelectedTabMarked() {
        #expect(AppView(state: Self.loaded).render(width: 40, height: 14) == """
                            注文履歴            更新
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            ╭──────────────────────────────────────╮
            │   コーヒー豆 200g           ¥1,200 › │
            ├──────────────────────────────────────┤
            │   急須                      ¥3,800 › │
            ├──────────────────────────────────────┤
            │   マグカップ 2個            ¥2,400 › │
            ╰──────────────────────────────────────╯



            ──────────━━━━━━━━━━────────────────────
             ⌂ ホーム  ☰ 注文  ⊻ アイテム  ⚙ 設定
            """)
        var items = Self.loaded
        items.navigation.selectedTab = .items
        #expect(AppView(state: items).render(width: 40, height: 14).hasSuffix("""
            ────────────────────━━━━━━━━━━──────────
             ⌂ ホーム  ☰ 注文  ⊻ アイテム  ⚙ 設定
            """))
    }

    @Test func aPushedOrderShowsItsDetailInTheOrdersTab() {
        var state = Self.loaded
        state.navigation.orderPath.push(.orderDetail(Order.teapot.id))
        let lines = AppView(state: state).render(width: 40).split(separator: "\n")
        #expect(lines.first == "‹ 戻る         注文の詳細           編集")
        #expect(lines.contains("│ 急須                                 │"))
    }

    @Test func theSheetCoversAllButTheNavigationBar() {
        var state = Self.loaded
        state.navigation.selectedTab = .items
        state.navigation.presentedSheet = .itemDetail(.pen)
        let lines = AppView(state: state).render(width: 40, height: 12).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0].contains("アイテム"))
        #expect(lines[2] == "╭─────────────────━━━──────────────────╮")
        #expect(lines[3] == "│              ボールペン       閉じる │")
        #expect(lines.count == 12)
        #expect(!lines.contains { $0.contains("☰ 注文") }, "the sheet hides the tab bar")
    }

    @Test func theAlertIsDrawnOverTheScreenWithItsButtonsSideBySide() {
        var state = Self.loaded
        state.navigation.presentedAlert = AlertState(
            title: "注文を読み込めませんでした",
            buttons: [AlertButton("再試行", action: .retryLoadingOrdersTapped), AlertButton("閉じる", role: .cancel)]
        )
        let lines = AppView(state: state).render(width: 40, height: 14).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 14)
        #expect(lines[5] == "│ │    注文を読み込めませんでした    │ │")
        #expect(lines[7] == "│ │     再試行      │     閉じる     │ │")
        #expect(lines[13] == " ⌂ ホーム  ☰ 注文  ⊻ アイテム  ⚙ 設定", "the screen is still there around the alert")
    }
}
