import ViewStateKit

/// The paginated feed: the seed's `FeedState` (`posts`, `currentPage`, `hasMore`,
/// `isLoadingMore` are ``Paginated``) inside its `LoadingState` — never loaded, first page on
/// its way, loaded, or failed — plus why the last "load more" failed, if it did.
public struct FeedState: Equatable, Sendable {
    public var feed: Loadable<Paginated<Post>> = .idle
    /// Set when loading the next page failed; cleared when it is tried again.
    public var loadMoreFailure: LoadFailure?

    public init(feed: Loadable<Paginated<Post>> = .idle, loadMoreFailure: LoadFailure? = nil) {
        self.feed = feed
        self.loadMoreFailure = loadMoreFailure
    }
}
