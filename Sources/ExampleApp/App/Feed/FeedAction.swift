import ViewStateKit

/// What can happen in the feed: the seed's `FeedAction`, with the failures the seed leaves out.
public enum FeedAction: Equatable, Sendable {
    // User events
    case loadInitial
    case loadMore

    // Async results
    case postsLoaded(page: Int, posts: [Post], hasMore: Bool)
    case loadFailed(page: Int, LoadFailure)
}
