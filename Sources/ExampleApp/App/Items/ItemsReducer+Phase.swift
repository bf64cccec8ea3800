extension ItemsReducer.State {
    /// What the items screen shows, read from the state's flags in one place: the view and
    /// the previews' coverage both switch over it.
    ///
    /// ```swift
    /// ItemsReducer.State().phase                                          // .empty
    /// ItemsReducer.State(isLoading: true).phase                           // .loading
    /// ItemsReducer.State(items: Paginated(items: [.pen])).phase           // .items([.pen], .canLoadMore)
    /// ```
    public var phase: Phase {
        if isLoading { return .loading }
        if let errorMessage { return .failed(errorMessage) }
        if items.items.isEmpty { return .empty }
        if items.isLoadingMore { return .items(items.items, .loadingMore) }
        return .items(items.items, items.hasMore ? .canLoadMore : .allLoaded)
    }

    /// The items screen's content: the first page on its way, failed, nothing to show, or
    /// the items with what the end of the list offers.
    public enum Phase: Equatable, Sendable {
        case loading
        case failed(String)
        case empty
        case items([Item], Paging)
    }

    /// The end of a list that loads in pages.
    public enum Paging: Equatable, Sendable {
        /// More pages to load: a "もっと見る" button.
        case canLoadMore
        /// The next page is on its way.
        case loadingMore
        /// Every page is here.
        case allLoaded
    }
}
