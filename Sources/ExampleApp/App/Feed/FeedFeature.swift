import ViewStateKit
import ViewStateStore

/// The feed as a ``Reducer``: ``FeedReducer`` for the state, then the page requests as
/// effects. Its service is a ``Dependency`` — `@Dependency(\.feedService)` — so the store
/// built in a preview gets the preview service and one built in a test the test's override.
///
/// ```swift
/// let store = withDependencies { $0.feedService = FeedServiceMock() } operation: {
///     Store(initialState: FeedState()) { FeedFeature() }
/// }
/// await store.send(.loadInitial).finish()
/// ```
public struct FeedFeature: Reducer {
    enum CancelID { case page }

    @Dependency(\.feedService) var feedService

    public init() {}

    public func reduce(into state: inout FeedState, action: FeedAction) -> Effect<FeedAction> {
        let wasLoadingMore = state.feed.value?.isLoadingMore ?? false
        FeedReducer.reduce(state: &state, action: action)
        switch action {
        case .loadInitial:
            return fetch(page: 0, failure: FeedReducer.failureMessage)
        case .loadMore:
            guard !wasLoadingMore, let posts = state.feed.value, posts.isLoadingMore else { return .none }
            return fetch(page: posts.currentPage + 1, failure: "続きを読み込めませんでした")
        case .postsLoaded, .loadFailed:
            return .none
        }
    }

    private func fetch(page: Int, failure: LoadFailure) -> Effect<FeedAction> {
        .run { [feedService] send in
            do {
                let result = try await feedService.posts(page: page)
                await send(.postsLoaded(page: page, posts: result.posts, hasMore: result.hasMore))
            } catch {
                await send(.loadFailed(page: page, failure))
            }
        }
        .cancellable(id: CancelID.page, cancelInFlight: true)
    }
}
