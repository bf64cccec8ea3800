import Testing
import TextUI

@MainActor
@Suite struct ScreenFrameTests {
    @Test func innermostNavigationTitleWins() {
        let view = NavigationStack {
            Text("本文").navigationTitle("内側").navigationTitle("外側")
        }
        #expect(view.render(width: 10) == "   内側\n━━━━━━━━━━\n   本文")
    }

    @Test func aLongTitleIsCutBetweenTheItems() {
        let view = Text("本文")
            .navigationTitle("とても長いタイトルです")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { Button("戻る") {} }
                ToolbarItem(placement: .topBarTrailing) { Button("完了") {} }
            }
        #expect(view.render(width: 20) == "戻る とても長…  完了\n━━━━━━━━━━━━━━━━━━━━\n        本文")
    }

    @Test func toolbarItemsCutForRoomEndInAnEllipsisAndThoseLeftOverGoToTheOverflowMenu() {
        let oneLongItem = Text("本文").toolbar {
            ToolbarItem(placement: .topBarLeading) { Button("キャンセルする") {} }
        }
        #expect(oneLongItem.render(width: 18) == "キャンセルする\n━━━━━━━━━━━━━━━━━━\n       本文")
        #expect(oneLongItem.render(width: 10) == "キャンセ…\n━━━━━━━━━━\n   本文")
        let twoItems = Text("本文").toolbar {
            Button("編集") {}
            Button("共有") {}
        }
        #expect(twoItems.render(width: 21) == "            編集 共有\n━━━━━━━━━━━━━━━━━━━━━\n        本文")
        let threeItems = Text("本文").toolbar {
            Button("編集") {}
            Button("共有") {}
            Button("削除") {}
        }
        #expect(threeItems.render(width: 13) == "  編集 共有 ⋯\n━━━━━━━━━━━━━\n    本文")
        #expect(threeItems.render(width: 13, style: .ascii) == "編集 共有 ...\n=============\n    本文")
        #expect(threeItems.render(width: 8) == "  編集 ⋯\n━━━━━━━━\n  本文")
    }

    @Test func leadingItemsThatDoNotFitGoToTheOverflowMenuAtTheTrailingEnd() {
        let view = Text("本文").navigationTitle("T").toolbar {
            ToolbarItemGroup(placement: .topBarLeading) {
                Button("Alpha") {}
                Button("Bravo") {}
                Button("Charlie") {}
            }
            ToolbarItem(placement: .topBarTrailing) { Button("Done") {} }
        }
        #expect(view.render(width: 30) == "Alpha Bravo   T         Done ⋯\n━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━\n             本文")
        #expect(view.render(width: 42) == "Alpha Bravo Charlie T                 Done\n━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━\n                   本文")
    }

    @Test func tabBarSitsAtTheBottomOfAGivenHeight() {
        let view = TabView {
            Text("ホーム").tabItem { Label("ホーム", systemImage: "house") }
            Text("設定").tabItem { Label("設定", systemImage: "gearshape") }
        }
        #expect(view.render(width: 20, height: 5) == """
            ホーム


            ━━━━━━━━━━──────────
             ⌂ ホーム   ⚙ 設定
            """)
    }

    @Test func tabSelectionMatchesTagsOfAnyHashableType() {
        let view = TabView(selection: .constant("b")) {
            Text("A").tabItem { Text("a") }.tag("a")
            Text("B").tabItem { Text("b") }.tag("b")
        }
        #expect(view.render(width: 8, style: .ascii) == "B\n----====\n a   b")
    }

    @Test func aScreenInsideATabKeepsItsOwnNavigationBar() {
        let view = TabView {
            NavigationStack { Text("一覧").navigationTitle("注文") }
                .tabItem { Label("注文", systemImage: "cart") }
                .badge(3)
        }
        #expect(view.render(width: 16, height: 6) == """
                  注文
            ━━━━━━━━━━━━━━━━
                  一覧

            ━━━━━━━━━━━━━━━━
               ⊻ 注文(3)
            """)
    }

    @Test func listSectionsAndLooseRowsFormGroups() {
        let view = List {
            Text("単独")
            Section("設定") {
                Toggle("通知", isOn: .constant(false))
                Text("言語").badge("日本語")
            }
        }
        #expect(view.render(width: 22) == """
            ╭────────────────────╮
            │ 単独               │
            ╰────────────────────╯

              設定
            ╭────────────────────╮
            │ 通知          (○ ) │
            ├────────────────────┤
            │ 言語      (日本語) │
            ╰────────────────────╯
            """)
    }

    @Test func emptyListWithAContentUnavailableOverlay() {
        let view = List { ForEach([String](), id: \.self) { Text($0) } }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .overlay { ContentUnavailableView("なし", systemImage: "tray") }
        #expect(view.render(width: 10, height: 4) == "\n    ☐\n   なし\n")
    }
}
