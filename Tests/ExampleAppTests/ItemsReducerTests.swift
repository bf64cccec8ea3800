import ExampleApp
import Testing
import ViewStateKit
import ViewStateTesting
import ViewStateStoreTesting
import ViewStateStore

/// The seed's FeatureA test, nearly line for line, and paging.
@MainActor
@Suite("FeatureA") struct ItemsReducerTests {
    @Test("onAppear でアイテムが取得される")
    func fetchItemsOnAppear() async {
        let mockItems = [Item(id: 1, title: "テスト")]

        let store = TestStore(initialState: ItemsReducer.State()) {
            ItemsReducer(apiClient: ItemsAPIClient { _ in ItemPage(items: mockItems, hasMore: false) })
        }

        await store.send(.onAppear) {
            $0.isLoading = true
        }
        await store.receive(.fetchItemsResponse(.success(ItemPage(items: mockItems, hasMore: false)))) {
            $0.isLoading = false
            $0.items = Paginated(items: mockItems, currentPage: 0, hasMore: false)
        }
    }

    @Test func aFailedFetchShowsTheMessage() async {
        let store = TestStore(initialState: ItemsReducer.State()) { ItemsReducer(apiClient: .failing("圏外です")) }
        await store.send(.onAppear) { $0.isLoading = true }
        await store.receive(.fetchItemsResponse(.failure("圏外です"))) {
            $0.isLoading = false
            $0.errorMessage = "圏外です"
        }
    }

    @Test func scrollingToTheEndLoadsTheNextPageOnceAndStopsWhenNothingIsLeft() async {
        let api = UseCaseMock<Int, ItemPage>("ItemsAPIClient.fetchItems", results: [.success(.last)], suspended: true)
        let store = TestStore(initialState: ItemsReducer.State(items: Paginated(items: ItemPage.first.items))) {
            ItemsReducer(apiClient: .mock(api))
        }
        await store.send(.scrolledToEnd) { $0.items.isLoadingMore = true }
        await store.send(.scrolledToEnd)                       // already loading: nothing happens
        api.releaseNextCall()
        await store.receive(.fetchMoreResponse(page: 1, .success(.last))) {
            $0.items = Paginated(items: [.notebook, .pen, .eraser, .ruler], currentPage: 1, hasMore: false)
        }
        await store.send(.scrolledToEnd)                       // nothing left: nothing happens
        #expect(api.calls == [1])
    }

    @Test func aFailedPageCanBeLoadedAgain() async {
        let api = UseCaseMock<Int, ItemPage>("ItemsAPIClient.fetchItems", results: [.failure(LoadFailure("x")), .success(.last)])
        let store = TestStore(initialState: ItemsReducer.State(items: Paginated(items: ItemPage.first.items))) {
            ItemsReducer(apiClient: .mock(api))
        }
        await store.send(.scrolledToEnd) { $0.items.isLoadingMore = true }
        await store.receive(.fetchMoreResponse(page: 1, .failure("x"))) { $0.items.isLoadingMore = false }
        await store.send(.scrolledToEnd) { $0.items.isLoadingMore = true }
        await store.receive(.fetchMoreResponse(page: 1, .success(.last))) {
            $0.items = Paginated(items: [.notebook, .pen, .eraser, .ruler], currentPage: 1, hasMore: false)
        }
    }

    @Test func itemTappedChangesNothingHere() async {
        let store = TestStore(initialState: ItemsReducer.State()) { ItemsReducer(apiClient: .mock) }
        await store.send(.itemTapped(.pen))
    }
}
