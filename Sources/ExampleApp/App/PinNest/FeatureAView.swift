import SwiftUI

/// The seed's `FeatureAView`: the items as a list, a spinner over it while loading, taps sent
/// as actions; no items (none yet, or the load failed, which the seed's reducer ignores) say so. `onAppear` sends `.onAppear`, as the seed does.
///
/// ```swift
/// FeatureAView(state: FeatureAReducer.State(items: [.notebook, .pen])).render(width: 24)
/// ```
/// ```text
///           ピン
/// ━━━━━━━━━━━━━━━━━━━━━━━━
/// ╭──────────────────────╮
/// │ ノート               │
/// ├──────────────────────┤
/// │ ボールペン           │
/// ╰──────────────────────╯
/// ```
public struct FeatureAView: View {
    let state: FeatureAReducer.State
    let send: (FeatureAReducer.Action) -> Void

    public init(state: FeatureAReducer.State, send: @escaping (FeatureAReducer.Action) -> Void = { _ in }) {
        self.state = state
        self.send = send
    }

    public var body: some View {
        Group {
            if state.items.isEmpty && !state.isLoading {
                ContentUnavailableView("ピンはまだありません", systemImage: "tray")
                    .padding(.top, 16)
            } else {
                List {
                    ForEach(state.items) { item in
                        Button(item.title) { send(.itemTapped(item)) }
                    }
                }
            }
        }
        .overlay {
            if state.isLoading {
                ProgressView()
            }
        }
        .onAppear { send(.onAppear) }
        .navigationTitle("ピン")
    }
}

#Preview {
    FeatureAView(state: FeatureAReducer.State(items: [.notebook, .pen]))
}
