import ViewStateKit
import ViewStateStore

/// The seed's `FeatureAReducer`, as written there but without macros: load items on appear
/// through `@Dependency(\.apiClient)`, show them, report taps. The app around it
/// (``PinNestReducer``) presents ``FeatureBReducer`` when an item is tapped.
///
/// ```swift
/// let store = TestStore(initialState: FeatureAReducer.State()) {
///     FeatureAReducer()
/// } withDependencies: {
///     $0.apiClient.fetchItems = { _ in ItemPage(items: [Item(id: 1, title: "テスト")], hasMore: false) }
/// }
/// ```
public struct FeatureAReducer: Reducer {
    // MARK: - State
    public struct State: Equatable, Sendable {
        public var items: [Item] = []
        public var isLoading: Bool = false

        public init(items: [Item] = [], isLoading: Bool = false) {
            self.items = items
            self.isLoading = isLoading
        }
    }

    // MARK: - Action
    public enum Action: Equatable, Sendable {
        case onAppear
        case fetchItemsResponse(Result<[Item], LoadFailure>)
        case itemTapped(Item)
    }

    // MARK: - Dependencies
    @Dependency(\.apiClient) var apiClient

    public init() {}

    // MARK: - Reducer Body
    public var body: some Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .onAppear:
                state.isLoading = true
                return .run { [apiClient] send in
                    await send(.fetchItemsResponse(
                        Result { try await apiClient.fetchItems(0).items }
                    ))
                }

            case let .fetchItemsResponse(.success(items)):
                state.isLoading = false
                state.items = items
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
