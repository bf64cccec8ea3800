import PreviewCatalog
import TextUI
import ViewStateKit
import ViewStateStore

/// The items list in each of its states, reached by sending actions to a real ``Store``.
public enum ItemsPreviews: ScreenPreviews {
    public static let screenName = "Items"

    public static var states: [PreviewState<ItemsReducer.State>] {
        PreviewState.scenario("loading") {
            let api = UseCaseMock<Int, ItemPage>("ItemsAPIClient.fetchItems", suspended: true)
            let store = Store(initialState: ItemsReducer.State()) { ItemsReducer(apiClient: .mock(api)) }
            store.send(.onAppear)
            return store.state
        }
        PreviewState.scenario("first page") {
            let store = Store(initialState: ItemsReducer.State()) { ItemsReducer(apiClient: .mock) }
            await store.send(.onAppear).finish()
            return store.state
        }
        PreviewState.scenario("loading more") {
            let api = UseCaseMock<Int, ItemPage>("ItemsAPIClient.fetchItems", results: [.success(.first)])
            let store = Store(initialState: ItemsReducer.State()) { ItemsReducer(apiClient: .mock(api)) }
            await store.send(.onAppear).finish()
            api.suspendCalls()
            store.send(.scrolledToEnd)
            return store.state
        }
        PreviewState.scenario("all pages") {
            let store = Store(initialState: ItemsReducer.State()) { ItemsReducer(apiClient: .mock) }
            await store.send(.onAppear).finish()
            await store.send(.scrolledToEnd).finish()
            return store.state
        }
        PreviewState.scenario("empty") {
            let empty = ItemsAPIClient { _ in ItemPage(items: [], hasMore: false) }
            let store = Store(initialState: ItemsReducer.State()) { ItemsReducer(apiClient: empty) }
            await store.send(.onAppear).finish()
            return store.state
        }
        PreviewState.scenario("failed") {
            let store = Store(initialState: ItemsReducer.State()) { ItemsReducer(apiClient: .failing()) }
            await store.send(.onAppear).finish()
            return store.state
        }
    }

    public static func view(for state: ItemsReducer.State) -> some View {
        ItemsView(state: state)
    }
}

/// Every phase of the items screen (``ItemsReducer/State/phase``), the end of the list
/// counted as a case of its own: a new phase or paging case does not compile until it is
/// named here.
extension ItemsPreviews: DeclaresAllCases {
    public enum StateCase: CaseIterable {
        case loading, failed, empty, canLoadMore, loadingMore, allLoaded
    }

    public static func stateCase(of state: ItemsReducer.State) -> StateCase {
        switch state.phase {
        case .loading: .loading
        case .failed: .failed
        case .empty: .empty
        case .items(_, .canLoadMore): .canLoadMore
        case .items(_, .loadingMore): .loadingMore
        case .items(_, .allLoaded): .allLoaded
        }
    }
}
