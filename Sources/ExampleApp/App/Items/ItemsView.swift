import SwiftUI
import ViewStateKit

/// The items list drawn from ``ItemsReducer/State``: the seed's `FeatureAView`, with paging —
/// a "もっと見る" button as the last row while there are more pages, a progress row while
/// one loads.
///
/// ```swift
/// ItemsView(state: ItemsReducer.State(items: Paginated(items: [.notebook, .pen]))).render(width: 40)
/// ```
/// ```text
///                 アイテム
/// ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
/// ╭──────────────────────────────────────╮
/// │ ノート                               │
/// ├──────────────────────────────────────┤
/// │ ボールペン                           │
/// ├──────────────────────────────────────┤
/// │            [ もっと見る ]            │
/// ╰──────────────────────────────────────╯
/// ```
public struct ItemsView: View {
    let state: ItemsReducer.State
    let send: (ItemsReducer.Action) -> Void

    public init(state: ItemsReducer.State, send: @escaping (ItemsReducer.Action) -> Void = { _ in }) {
        self.state = state
        self.send = send
    }

    public var body: some View {
        content.navigationTitle("アイテム")
    }

    @ViewBuilder private var content: some View {
        switch state.phase {
        case .loading:
            ProgressView("読み込み中…")
                .frame(maxWidth: .infinity)
                .padding(.top, 16)
        case .failed(let message):
            ContentUnavailableView {
                Label(message, systemImage: "exclamationmark.triangle")
            } description: {
                Text("通信状況を確認してください。")
            } actions: {
                Button("再試行") { send(.onAppear) }
            }
            .padding(.top, 16)
        case .empty:
            ContentUnavailableView {
                Label("アイテムはありません", systemImage: "tray")
            } description: {
                Text("追加されると、ここに表示されます。")
            } actions: {
                Button("更新") { send(.onAppear) }
            }
            .padding(.top, 16)
        case .items(let items, let paging):
            List {
                ForEach(items) { item in
                    Button(item.title) { send(.itemTapped(item)) }
                }
                switch paging {
                case .canLoadMore:
                    Button("もっと見る") { send(.scrolledToEnd) }
                        .buttonStyle(.bordered)
                        .frame(maxWidth: .infinity)
                case .loadingMore:
                    ProgressView("さらに読み込み中…")
                        .frame(maxWidth: .infinity)
                case .allLoaded:
                    EmptyView()
                }
            }
        }
    }
}

#Preview("Two items") {
    ItemsView(state: ItemsReducer.State(items: Paginated(items: [.notebook, .pen], hasMore: false)))
}
