import Testing
import TextUI

/// A tab bar too narrow for its titles beside their symbols shows every tab's symbol on one row
/// and its title under it, cut to its column, as a phone does — rather than cut titles that run
/// into each other, or the symbols alone.
@MainActor
@Suite struct TabBarSymbolsTests {
    static func tabs(selection: Int) -> some View {
        TabView(selection: .constant(selection)) {
            Text("一").tabItem { Label("ホーム", systemImage: "house") }.tag(0)
            Text("二").tabItem { Label("注文", systemImage: "list.bullet") }.tag(1)
            Text("三").tabItem { Label("アイテム", systemImage: "cart") }.tag(2)
            Text("四").tabItem { Label("設定", systemImage: "gearshape") }.tag(3)
        }
    }

    @Test func titlesThatFitAreShown() {
        #expect(Self.tabs(selection: 0).render(width: 40).split(separator: "\n").last == " ⌂ ホーム  ☰ 注文  ⊻ アイテム  ⚙ 設定")
    }

    @Test func whenOneTitleDoesNotFitEveryTabShowsItsSymbolWithItsTitleUnder() {
        #expect(Self.tabs(selection: 1).render(width: 24) == """
            二
            ──────━━━━━━────────────
              ⌂     ☰    ⊻     ⚙
            ホーム 注文 アイ…  設定
            """)
    }

    @Test func aBadgeCountsTowardsTheRoom() {
        let tabs = TabView {
            Text("一").tabItem { Label("注文", systemImage: "list.bullet") }.badge(12)
            Text("二").tabItem { Label("設定", systemImage: "gearshape") }
        }
        #expect(tabs.render(width: 20).split(separator: "\n").suffix(2) == ["  ☰(12)      ⚙", "   注文      設定"])
        #expect(tabs.render(width: 16).split(separator: "\n").suffix(2) == [" ☰(12)    ⚙", "  注文    設定"])
    }
}
