import SwiftUI
import ViewStateKit

/// The feed drawn from ``FeedState``: the seed's `switch store.state.…` over a
/// `LoadingState` — never loaded (it asks to load when it appears), loading, the posts with
/// what the end of the list offers, or an ``ErrorView`` with retry.
///
/// ```swift
/// FeedView(state: FeedState(feed: .loaded(Paginated(items: [.morning], hasMore: true)))).render(width: 32)
/// ```
/// ```text
///             フィード
/// ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
/// ╭──────────────────────────────╮
/// │ ☺ 花子                       │
/// │ 新しい豆を買いました         │
/// ├──────────────────────────────┤
/// │        [ もっと見る ]        │
/// ╰──────────────────────────────╯
/// ```
public struct FeedView: View {
    let state: FeedState
    let send: (FeedAction) -> Void

    public init(state: FeedState, send: @escaping (FeedAction) -> Void = { _ in }) {
        self.state = state
        self.send = send
    }

    public var body: some View {
        content.navigationTitle("フィード")
    }

    @ViewBuilder private var content: some View {
        switch state.feed {
        case .idle:
            // The seed's `Color.clear.onAppear { … }`: the first look at the feed loads it.
            Text("まだ読み込んでいません")
                .padding(.top, 16)
                .onAppear { send(.loadInitial) }
        case .loading:
            ProgressView("読み込み中…")
                .frame(maxWidth: .infinity)
                .padding(.top, 16)
        case .loaded(let posts) where posts.items.isEmpty:
            ContentUnavailableView("投稿はまだありません", systemImage: "tray")
                .padding(.top, 16)
        case .loaded(let posts):
            List {
                ForEach(posts.items) { post in
                    VStack(alignment: .leading) {
                        Label(post.author, systemImage: "person")
                        Text(post.text)
                    }
                }
                footer(posts)
            }
        case .failed(let failure):
            ErrorView(message: failure.message) { send(.loadInitial) }
        }
    }

    /// The last row: more to load, loading, a failed page with retry, or the end.
    @ViewBuilder private func footer(_ posts: Paginated<Post>) -> some View {
        if posts.isLoadingMore {
            ProgressView("さらに読み込み中…")
                .frame(maxWidth: .infinity)
        } else if let failure = state.loadMoreFailure {
            VStack {
                Label(failure.message, systemImage: "exclamationmark.triangle")
                Button("再試行") { send(.loadMore) }
                    .buttonStyle(.bordered)
            }
            .frame(maxWidth: .infinity)
        } else if posts.hasMore {
            Button("もっと見る") { send(.loadMore) }
                .buttonStyle(.bordered)
                .frame(maxWidth: .infinity)
        } else {
            Text("これで全部です")
                .frame(maxWidth: .infinity)
        }
    }
}

#Preview("First page") {
    FeedView(state: FeedState(feed: .loaded(Paginated(items: [.morning, .lunch], hasMore: true))))
}
