/// A list loaded page by page: the seed's `FeedState` pattern (`currentPage`, `hasMore`,
/// `isLoadingMore`) as one value, for reducers and view models alike.
///
/// ```swift
/// struct FeedState: Equatable, Sendable {
///     var posts = Paginated<Post>()
/// }
///
/// case .loadMore:
///     guard let page = state.posts.loadMore() else { return .none }   // loading, or nothing left
///     return .run { send in
///         let result = try await feedService.posts(page: page)
///         await send(.postsLoaded(page: page, posts: result.posts, hasMore: result.hasMore))
///     }
///
/// case .postsLoaded(let page, let posts, let hasMore):
///     state.posts.pageLoaded(page, items: posts, hasMore: hasMore)
///     return .none
/// ```
public struct Paginated<Item> {
    /// Every item loaded so far, pages in order.
    public var items: [Item]
    /// The last page loaded; page 0 is the first.
    public var currentPage: Int
    /// Whether the server said there are more pages.
    public var hasMore: Bool
    /// Whether the next page is on its way.
    public var isLoadingMore: Bool

    public init(items: [Item] = [], currentPage: Int = 0, hasMore: Bool = true, isLoadingMore: Bool = false) {
        self.items = items
        self.currentPage = currentPage
        self.hasMore = hasMore
        self.isLoadingMore = isLoadingMore
    }

    /// Starts loading the next page and returns its number — or returns `nil` and changes
    /// nothing while a page is already loading or when there is nothing left.
    ///
    /// ```swift
    /// var feed = Paginated(items: [1, 2], currentPage: 0, hasMore: true)
    /// feed.loadMore()   // 1; feed.isLoadingMore is now true
    /// feed.loadMore()   // nil: page 1 is still loading
    /// ```
    public mutating func loadMore() -> Int? {
        guard !isLoadingMore, hasMore else { return nil }
        isLoadingMore = true
        return currentPage + 1
    }

    /// Records a page that arrived: page 0 replaces the items (a first load or a refresh),
    /// any later page is appended.
    public mutating func pageLoaded(_ page: Int, items newItems: [Item], hasMore: Bool) {
        if page == 0 {
            items = newItems
        } else {
            items.append(contentsOf: newItems)
        }
        currentPage = page
        self.hasMore = hasMore
        isLoadingMore = false
    }

    /// Loading the next page failed: stops loading and keeps what was there, so `loadMore`
    /// can try the same page again.
    public mutating func loadMoreFailed() {
        isLoadingMore = false
    }
}

extension Paginated: Equatable where Item: Equatable {}
extension Paginated: Hashable where Item: Hashable {}
extension Paginated: Sendable where Item: Sendable {}
