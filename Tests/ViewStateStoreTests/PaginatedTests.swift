import Testing
import ViewStateKit
import ViewStateStore

@Suite struct PaginatedTests {
    @Test func loadMoreAsksForTheNextPageOnce() {
        var feed = Paginated(items: ["a"], currentPage: 0, hasMore: true)
        #expect(feed.loadMore() == 1)
        #expect(feed.isLoadingMore)
        #expect(feed.loadMore() == nil)
    }

    @Test func loadMoreDoesNothingWhenNothingIsLeft() {
        var feed = Paginated(items: ["a"], currentPage: 3, hasMore: false)
        #expect(feed.loadMore() == nil)
        #expect(!feed.isLoadingMore)
    }

    @Test func pageZeroReplacesAndLaterPagesAppend() {
        var feed = Paginated(items: ["old"])
        feed.pageLoaded(0, items: ["a", "b"], hasMore: true)
        #expect(feed.items == ["a", "b"])
        _ = feed.loadMore()
        feed.pageLoaded(1, items: ["c"], hasMore: false)
        #expect(feed == Paginated(items: ["a", "b", "c"], currentPage: 1, hasMore: false, isLoadingMore: false))
    }

    @Test func aFailedPageCanBeRetried() {
        var feed = Paginated(items: ["a"])
        #expect(feed.loadMore() == 1)
        feed.loadMoreFailed()
        #expect(feed.loadMore() == 1)
    }
}

@Suite struct NavigationStateTests {
    @Test func pushPopAndPopToRoot() {
        var stack = NavigationStackState<Int>()
        stack.push(1)
        stack.apply(.push(2))
        #expect(stack.path == [1, 2])
        #expect(stack.top == 2)
        #expect(stack.pop() == 2)
        stack.apply(.setPath([5, 6, 7]))
        stack.apply(.pop)
        #expect(stack.path == [5, 6])
        stack.apply(.popToRoot)
        #expect(stack.isAtRoot)
        #expect(stack.pop() == nil)
    }
}
