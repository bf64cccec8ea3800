import PreviewCatalog

/// Every case of the feed: the `Loadable` cases, with a loaded feed split by what the end of
/// the list shows. A new case does not compile until it is named here.
extension FeedPreviews: DeclaresAllCases {
    public enum StateCase: CaseIterable {
        case idle, loading, canLoadMore, loadingMore, loadMoreFailed, allLoaded, empty, failed
    }

    public static func stateCase(of state: FeedState) -> StateCase {
        switch state.feed {
        case .idle: .idle
        case .loading: .loading
        case .failed: .failed
        case .loaded(let posts):
            if posts.items.isEmpty { .empty }
            else if posts.isLoadingMore { .loadingMore }
            else if state.loadMoreFailure != nil { .loadMoreFailed }
            else if posts.hasMore { .canLoadMore }
            else { .allLoaded }
        }
    }
}
