import SwiftUI
import ViewStateKit

/// The order list, drawn from plain values: the seed's presentational `OrderListView`. It
/// holds no state; its parent passes values and closures that send actions.
///
/// Loaded orders are a `List` of rows (title, total, a check on the selected one) with a
/// refresh button in the navigation bar; loading is a spinner; no orders, not loaded yet and
/// failed are a `ContentUnavailableView` with a button to load (or retry).
///
/// ```swift
/// OrderListView(orderList: .loaded(Order.mocks), selectedOrderId: 2).render(width: 40)
/// ```
/// ```text
///                 注文履歴            更新
/// ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
/// ╭──────────────────────────────────────╮
/// │   コーヒー豆 200g           ¥1,200 › │
/// ├──────────────────────────────────────┤
/// │ ✓ 急須                      ¥3,800 › │
/// ├──────────────────────────────────────┤
/// │   マグカップ 2個            ¥2,400 › │
/// ╰──────────────────────────────────────╯
/// ```
public struct OrderListView: View {
    let orderList: Loadable<[Order]>
    let selectedOrderId: Order.ID?
    let onOrderTap: (Order) -> Void
    let onRefresh: () -> Void

    public init(
        orderList: Loadable<[Order]>,
        selectedOrderId: Order.ID? = nil,
        onOrderTap: @escaping (Order) -> Void = { _ in },
        onRefresh: @escaping () -> Void = {}
    ) {
        self.orderList = orderList
        self.selectedOrderId = selectedOrderId
        self.onOrderTap = onOrderTap
        self.onRefresh = onRefresh
    }

    public var body: some View {
        content
            .navigationTitle("注文履歴")
            .toolbar {
                if orderList.value?.isEmpty == false {
                    Button("更新", action: onRefresh)
                }
            }
    }

    @ViewBuilder private var content: some View {
        switch orderList {
        case .idle:
            ContentUnavailableView {
                Label("まだ読み込んでいません", systemImage: "list.bullet")
            } description: {
                Text("読み込むと、ここに注文が表示されます。")
            } actions: {
                Button("読み込む", action: onRefresh)
            }
            .padding(.top, 16)
        case .loading:
            ProgressView("読み込み中…")
                .frame(maxWidth: .infinity)
                .padding(.top, 16)
        case .loaded(let orders) where orders.isEmpty:
            ContentUnavailableView {
                Label("注文はまだありません", systemImage: "tray")
            } description: {
                Text("注文するとここに表示されます。")
            } actions: {
                Button("更新", action: onRefresh)
            }
            .padding(.top, 16)
        case .loaded(let orders):
            List {
                ForEach(orders) { order in
                    Button { onOrderTap(order) } label: {
                        OrderRow(order: order, isSelected: order.id == selectedOrderId)
                    }
                }
            }
        case .failed(let failure):
            ContentUnavailableView {
                Label(failure.message, systemImage: "exclamationmark.triangle")
            } description: {
                Text("通信状況を確認してください。")
            } actions: {
                Button("再試行", action: onRefresh)
            }
            .padding(.top, 16)
        }
    }
}

#Preview("Loaded") {
    OrderListView(orderList: .loaded(Order.mocks), selectedOrderId: Order.coffee.id)
}

#Preview("Loading") {
    OrderListView(orderList: .loading)
}
