import SwiftUI

/// FeatureB: an item with a quantity and a way to add it to the cart, presented as a sheet.
///
/// ```swift
/// FeatureBView(state: FeatureBReducer.State(item: .pen, quantity: 2)).render(width: 32)
/// ```
/// ```text
///            ボールペン     閉じる
/// ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
/// ╭──────────────────────────────╮
/// │ 数量                       2 │
/// ├──────────────────────────────┤
/// │ [ − ]                  [ + ] │
/// ╰──────────────────────────────╯
///
///         [ カートに追加 ]
/// ```
public struct FeatureBView: View {
    let state: FeatureBReducer.State
    let send: (FeatureBReducer.Action) -> Void

    public init(state: FeatureBReducer.State, send: @escaping (FeatureBReducer.Action) -> Void = { _ in }) {
        self.state = state
        self.send = send
    }

    public var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                List {
                    LabeledContent("数量", value: "\(state.quantity)")
                    HStack {
                        Button("−") { send(.decrementTapped) }
                        Spacer()
                        Button("+") { send(.incrementTapped) }
                    }
                    .buttonStyle(.bordered)
                }
                Button("カートに追加") { send(.addToCartTapped) }
                    .frame(maxWidth: .infinity)
            }
            .navigationTitle(state.item.title)
            .toolbar {
                Button("閉じる") { send(.closeTapped) }
            }
        }
    }
}

#Preview {
    @Previewable @State var quantity = 2
    FeatureBView(state: FeatureBReducer.State(item: .pen, quantity: quantity))
}
