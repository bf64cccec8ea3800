import ExampleApp
import Testing
import ViewStateKit
import ViewStateStore
import ViewStateStoreTesting

struct ItemsReducer: Reducer {
    struct State: Equatable, Sendable { var items = Paginated<Item>(); var isLoading = false }
    enum Action: Equatable, Sendable {
        case onAppear
        case fetchItemsResponse(Result<ItemPage, LoadFailure>)
        case itemTapped(Item)
    }
    let apiClient: ItemsAPIClient          // the seed's @Dependency, passed in

    var body: some Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .onAppear:
                state.isLoading = true
                return .run { [apiClient] send in
                    await send(.fetchItemsResponse(Result { try await apiClient.fetchItems(0) }))
                }
            case let .fetchItemsResponse(.success(page)):
                state.isLoading = false
                state.items.pageLoaded(0, items: page.items, hasMore: page.hasMore)
                return .none
            case .fetchItemsResponse(.failure):
                state.isLoading = false
                return .none
            case .itemTapped:
                return .none
            }
        }
    }
}

@MainActor @Test func fetchItemsOnAppear() async {
    let store = TestStore(initialState: ItemsReducer.State()) { ItemsReducer(apiClient: .mock) }
    await store.send(.onAppear) { $0.isLoading = true }
    await store.receive(.fetchItemsResponse(.success(.first))) {
        $0.isLoading = false
        $0.items = Paginated(items: ItemPage.first.items, hasMore: true)
    }
}
