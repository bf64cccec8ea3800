import ExampleApp
import Testing
import TextUI
import ViewStateKit
import ViewStateTesting
import ViewStateStoreTesting
import ViewStateStore

@MainActor
@Suite struct FeedTests {
    func makeStore(_ service: FeedServiceMock) -> TestStore<FeedState, FeedAction> {
        TestStore(initialState: FeedState()) { FeedFeature() } withDependencies: { $0.feedService = service }
    }

    @Test func theFirstPageThenTheLastOne() async {
        let store = makeStore(FeedServiceMock())
        await store.send(.loadInitial) { $0.feed = .loading }
        await store.receive(.postsLoaded(page: 0, posts: PostPage.first.posts, hasMore: true)) {
            $0.feed = .loaded(Paginated(items: PostPage.first.posts, currentPage: 0, hasMore: true))
        }
        await store.send(.loadMore) {
            $0.feed = .loaded(Paginated(items: PostPage.first.posts, currentPage: 0, hasMore: true, isLoadingMore: true))
        }
        await store.receive(.postsLoaded(page: 1, posts: PostPage.last.posts, hasMore: false)) {
            $0.feed = .loaded(Paginated(items: PostPage.first.posts + PostPage.last.posts, currentPage: 1, hasMore: false))
        }
        await store.send(.loadMore)   // nothing left: nothing happens
    }

    @Test func aFailedLoadMoreKeepsThePostsAndRetryTriesTheSamePage() async {
        let service = FeedServiceMock(results: [.success(.first), .failure(LoadFailure("offline")), .success(.last)])
        let store = makeStore(service)
        store.exhaustivity = .off
        await store.send(.loadInitial)
        await store.receive(.postsLoaded(page: 0, posts: PostPage.first.posts, hasMore: true))
        await store.send(.loadMore)
        await store.receive(.loadFailed(page: 1, "続きを読み込めませんでした")) {
            $0.feed = .loaded(Paginated(items: PostPage.first.posts, currentPage: 0, hasMore: true))
            $0.loadMoreFailure = "続きを読み込めませんでした"
        }
        await store.send(.loadMore) { $0.loadMoreFailure = nil }
        await store.receive(.postsLoaded(page: 1, posts: PostPage.last.posts, hasMore: false))
        #expect(service.mock.calls == [0, 1, 1])
    }

    @Test func aFailedFirstPageIsAFailureAndLoadMoreDoesNothingThen() {
        var state = FeedState()
        FeedReducer.reduce(state: &state, action: .loadInitial)
        FeedReducer.reduce(state: &state, action: .loadFailed(page: 0, FeedReducer.failureMessage))
        #expect(state.feed == .failed(FeedReducer.failureMessage))
        FeedReducer.reduce(state: &state, action: .loadMore)
        #expect(state.feed == .failed(FeedReducer.failureMessage))
    }

    @Test func theNeverLoadedFeedLoadsWhenItAppears() async {
        let store = withDependencies { $0.feedService = FeedServiceMock(suspended: true) } operation: {
            Store(initialState: FeedState()) { FeedFeature() }
        }
        let recorder = store.recordHistory()
        #expect(FeedView(state: store.state).render(width: 32).contains("まだ読み込んでいません"))
        let shown = await FeedContainer(store: store).appear(width: 32)
        #expect(recorder.history.actions == [.loadInitial])
        #expect(store.state.feed == .loading)
        #expect(shown.text.contains("読み込み中…"))
        #expect(shown.log == ["onAppear at FeedView.swift:40"])
    }
}
