import ViewStateKit

/// The feed's state changes as a pure function — the seed's pagination reducer: page 0
/// replaces the posts, later pages append, and `loadMore` does nothing while a page is on its
/// way or when there is nothing left.
///
/// ```swift
/// var state = FeedState()
/// FeedReducer.reduce(state: &state, action: .loadInitial)            // .loading
/// FeedReducer.reduce(state: &state, action: .postsLoaded(page: 0, posts: [.morning], hasMore: true))
/// FeedReducer.reduce(state: &state, action: .loadMore)               // isLoadingMore
/// ```
public enum FeedReducer {
    /// The message shown when the first page cannot be loaded.
    public static let failureMessage: LoadFailure = "フィードを読み込めませんでした"

    public static func reduce(state: inout FeedState, action: FeedAction) {
        switch action {
        case .loadInitial:
            state.feed = .loading
            state.loadMoreFailure = nil

        case .loadMore:
            guard case .loaded(var posts) = state.feed, posts.loadMore() != nil else { return }
            state.feed = .loaded(posts)
            state.loadMoreFailure = nil

        case .postsLoaded(let page, let posts, let hasMore):
            var loaded = state.feed.value ?? Paginated()
            loaded.pageLoaded(page, items: posts, hasMore: hasMore)
            state.feed = .loaded(loaded)

        case .loadFailed(0, let failure):
            state.feed = .failed(failure)

        case .loadFailed(_, let failure):
            guard case .loaded(var posts) = state.feed else { return }
            posts.loadMoreFailed()
            state.feed = .loaded(posts)
            state.loadMoreFailure = failure
        }
    }
}
