import ExampleApp
import Testing
import TextUI
import ViewStateKit

/// The items list: which phase each combination of flags is in, and what the list's last row
/// offers.
@MainActor
@Suite struct ItemsViewTests {
    nonisolated static let twoItems = Paginated<Item>(items: [.notebook, .pen])

    @Test(arguments: [
        (ItemsReducer.State(), ItemsReducer.State.Phase.empty),
        (ItemsReducer.State(isLoading: true), .loading),
        (ItemsReducer.State(items: twoItems, isLoading: true), .loading),
        (ItemsReducer.State(errorMessage: "通信できませんでした"), .failed("通信できませんでした")),
        (ItemsReducer.State(items: twoItems), .items([.notebook, .pen], .canLoadMore)),
        (ItemsReducer.State(items: Paginated(items: [.pen], isLoadingMore: true)), .items([.pen], .loadingMore)),
        (ItemsReducer.State(items: Paginated(items: [.pen], hasMore: false)), .items([.pen], .allLoaded)),
    ])
    func phaseReadsTheFlagsInOrder(state: ItemsReducer.State, phase: ItemsReducer.State.Phase) {
        #expect(state.phase == phase)
    }

    @Test func moreItemsAreABottomRowButton() {
        #expect(ItemsView(state: ItemsReducer.State(items: Self.twoItems)).render(width: 40) == """
                            アイテム
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            ╭──────────────────────────────────────╮
            │ ノート                               │
            ├──────────────────────────────────────┤
            │ ボールペン                           │
            ├──────────────────────────────────────┤
            │            [ もっと見る ]            │
            ╰──────────────────────────────────────╯
            """)
    }

    @Test func aPageOnItsWayIsAProgressRowAndTheLastPageHasNoRowAfterTheItems() {
        let loading = ItemsView(state: ItemsReducer.State(items: Paginated(items: [.pen], isLoadingMore: true)))
        #expect(loading.render(width: 40).contains("│         ⟳ さらに読み込み中…          │"))
        let done = ItemsView(state: ItemsReducer.State(items: Paginated(items: [.pen], hasMore: false))).render(width: 40)
        #expect(done.split(separator: "\n").suffix(2) == ["│ ボールペン                           │", "╰──────────────────────────────────────╯"])
    }
}
