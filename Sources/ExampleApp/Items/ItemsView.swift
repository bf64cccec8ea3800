import TextUI

/// The items list drawn from ``ItemsReducer/State``: the seed's `FeatureAView`, with the
/// progress overlay shown under the list.
///
/// ```swift
/// ItemsView(state: ItemsReducer.State(items: Paginated(items: [.notebook, .pen]))).render(width: 24)
/// ```
/// ```text
///         アイテム
/// ━━━━━━━━━━━━━━━━━━━━━━━━
/// ノート
/// ボールペン
///
/// [ もっと見る ]
/// ```
public struct ItemsView: View {
    let state: ItemsReducer.State
    let send: (ItemsReducer.Action) -> Void

    public init(state: ItemsReducer.State, send: @escaping (ItemsReducer.Action) -> Void = { _ in }) {
        self.state = state
        self.send = send
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            if !state.items.items.isEmpty {
                Text(state.items.items.map(\.title).joined(separator: "\n"))
            }
            if state.isLoading {
                ProgressView("読み込み中…")
            } else if let message = state.errorMessage {
                Text("⚠ \(message)")
                Button("再試行") { send(.onAppear) }
            } else if state.items.isLoadingMore {
                ProgressView("さらに読み込み中…")
            } else if state.items.hasMore, !state.items.items.isEmpty {
                Button("もっと見る") { send(.scrolledToEnd) }
            }
        }
        .navigationTitle("アイテム")
    }
}
