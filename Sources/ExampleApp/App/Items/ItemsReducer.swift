import ViewStateKit
import ViewStateStore

/// The seed's FeatureA, an items list: load on appear, show the items, report taps — plus
/// paging ("load more") with ``Paginated``. Written the way the seed writes `FeatureAReducer`,
/// without macros: the dependency is a stored property.
///
/// ```swift
/// let store = Store(initialState: ItemsReducer.State()) { ItemsReducer(apiClient: .mock) }
/// await store.send(.onAppear).finish()
/// store.items.items    // [.notebook, .pen]
/// ```
public struct ItemsReducer: Reducer {
    // MARK: - State
    public struct State: Equatable, Sendable {
        public var items = Paginated<Item>()
        public var isLoading = false
        public var errorMessage: String?

        public init(items: Paginated<Item> = Paginated<Item>(), isLoading: Bool = false, errorMessage: String? = nil) {
            self.items = items
            self.isLoading = isLoading
            self.errorMessage = errorMessage
        }
    }

    // MARK: - Action
    public enum Action: Equatable, Sendable {
        case onAppear
        case fetchItemsResponse(Result<ItemPage, LoadFailure>)
        case scrolledToEnd
        case fetchMoreResponse(page: Int, Result<ItemPage, LoadFailure>)
        case itemTapped(Item)
    }

    // MARK: - Dependencies
    let apiClient: ItemsAPIClient

    public init(apiClient: ItemsAPIClient) {
        self.apiClient = apiClient
    }

    // MARK: - Reducer Body
    public var body: some Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .onAppear:
                state.isLoading = true
                state.errorMessage = nil
                return .run { [apiClient] send in
                    await send(.fetchItemsResponse(Result { try await apiClient.fetchItems(0) }))
                }

            case let .fetchItemsResponse(.success(page)):
                state.isLoading = false
                state.items.pageLoaded(0, items: page.items, hasMore: page.hasMore)
                return .none

            case let .fetchItemsResponse(.failure(failure)):
                state.isLoading = false
                state.errorMessage = failure.message
                return .none

            case .scrolledToEnd:
                // Does nothing while a page is loading or when there is nothing left.
                guard !state.isLoading, let page = state.items.loadMore() else { return .none }
                return .run { [apiClient] send in
                    await send(.fetchMoreResponse(page: page, Result { try await apiClient.fetchItems(page) }))
                }

            case let .fetchMoreResponse(page, .success(result)):
                state.items.pageLoaded(page, items: result.items, hasMore: result.hasMore)
                return .none

            case .fetchMoreResponse(_, .failure):
                state.items.loadMoreFailed()
                return .none

            case .itemTapped:
                return .none
            }
        }
    }
}
