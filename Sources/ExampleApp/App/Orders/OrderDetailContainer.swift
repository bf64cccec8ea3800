import SwiftUI
import ViewStateKit

/// The order detail found by id: the seed's `OrderDetailContainer(orderId:)`, which looks
/// the order up in the state and shows ``OrderDetailView`` — or, when there is no such
/// order (deleted, or never loaded), says so with a way back.
///
/// ```swift
/// OrderDetailContainer(orderId: 99, state: OrderState(orderList: .loaded(Order.mocks))).render(width: 32)
/// ```
/// ```text
/// ‹ 戻る     注文の詳細
/// ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
///
///                ⌕
///       注文が見つかりません
///   一覧から選び直してください。
///
///             [ 戻る ]
/// ```
public struct OrderDetailContainer: View {
    let orderId: Order.ID
    let state: OrderState
    let send: (OrderAction) -> Void
    let onBack: () -> Void

    public init(
        orderId: Order.ID,
        state: OrderState,
        send: @escaping (OrderAction) -> Void = { _ in },
        onBack: @escaping () -> Void = {}
    ) {
        self.orderId = orderId
        self.state = state
        self.send = send
        self.onBack = onBack
    }

    public var body: some View {
        if let order = state.order(id: orderId) {
            OrderDetailView(
                order: order,
                draft: state.draft?.id == orderId ? state.draft : nil,
                isSaving: state.isSaving,
                failure: state.changeFailure,
                send: send,
                onBack: onBack
            )
        } else {
            ContentUnavailableView {
                Label("注文が見つかりません", systemImage: "magnifyingglass")
            } description: {
                Text("一覧から選び直してください。")
            } actions: {
                Button("戻る", action: onBack)
            }
            .padding(.top, 16)
            .navigationTitle("注文の詳細")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button(action: onBack) {
                        HStack {
                            Image(systemName: "chevron.left")
                            Text("戻る")
                        }
                    }
                }
            }
        }
    }
}

#Preview("Unknown order") {
    OrderDetailContainer(orderId: 99, state: OrderState(orderList: .loaded(Order.mocks)))
}
