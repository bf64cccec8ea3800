import SwiftUI
import ViewStateKit
import ViewStateStore

/// The bridge between the feed's store and ``FeedView``: the seed's container view. It reads
/// the state and turns taps into actions; the view's `onAppear` starts the first load. Its
/// `View` conformance is `@MainActor`, as the store is: draw it on the main actor.
///
/// ```swift
/// let store = Store(initialState: FeedState()) { FeedFeature() }
/// await FeedContainer(store: store).appear(width: 32).text   // the first page, loaded on appear
/// ```
@MainActor
public struct FeedContainer: View {
    let store: Store<FeedState, FeedAction>

    public init(store: Store<FeedState, FeedAction>) {
        self.store = store
    }

    public var body: some View {
        FeedView(state: store.state) { store.send($0) }
    }
}

#Preview {
    FeedContainer(store: Store(initialState: FeedState(feed: .loaded(Paginated(items: [.morning], hasMore: false)))) {
        FeedFeature()
    })
}
