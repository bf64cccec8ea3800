import PreviewCatalog
import TextUI
import ViewStateKit
import ViewStateStore

/// The feed in each of its states, each reached by sending actions to a real ``Store``
/// running ``FeedFeature``. The store is built inside `withDependencies`, so its
/// `@Dependency(\.feedService)` is the scenario's mock.
public enum FeedPreviews: ScreenPreviews {
    public static let screenName = "Feed"

    public static var states: [PreviewState<FeedState>] {
        PreviewState("never loaded", FeedState())
        PreviewState.scenario("loading") {
            let store = makeStore(FeedServiceMock(suspended: true))
            store.send(.loadInitial)
            return store.state
        }
        PreviewState.scenario("first page") {
            let store = makeStore(FeedServiceMock())
            await store.send(.loadInitial).finish()
            return store.state
        }
        PreviewState.scenario("loading more") {
            let service = FeedServiceMock()
            let store = makeStore(service)
            await store.send(.loadInitial).finish()
            service.mock.suspendCalls()
            store.send(.loadMore)
            return store.state
        }
        PreviewState.scenario("load more failed") {
            let store = makeStore(FeedServiceMock(results: [.success(.first), .failure(LoadFailure("offline"))]))
            await store.send(.loadInitial).finish()
            await store.send(.loadMore).finish()
            return store.state
        }
        PreviewState.scenario("all loaded") {
            let store = makeStore(FeedServiceMock())
            await store.send(.loadInitial).finish()
            await store.send(.loadMore).finish()
            return store.state
        }
        PreviewState.scenario("empty") {
            let store = makeStore(FeedServiceMock(results: [.success(PostPage(posts: [], hasMore: false))]))
            await store.send(.loadInitial).finish()
            return store.state
        }
        PreviewState.scenario("failed") {
            let store = makeStore(FeedServiceMock(results: [.failure(LoadFailure("offline"))]))
            await store.send(.loadInitial).finish()
            return store.state
        }
    }

    public static func view(for state: FeedState) -> some View {
        FeedView(state: state)
    }

    @MainActor
    static func makeStore(_ service: FeedServiceMock) -> Store<FeedState, FeedAction> {
        withDependencies { $0.feedService = service } operation: {
            Store(initialState: FeedState()) { FeedFeature() }
        }
    }
}
