import TextUI
import ViewStateKit

/// The order list, drawn from plain values: the seed's presentational `OrderListView`. It
/// holds no state; its parent passes values and closures that send actions.
///
/// ```swift
/// OrderListView(orderList: .loaded([.coffee, .teapot])).render(width: 32)
/// ```
/// ```text
///              注文履歴
/// ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
/// コーヒー豆 200g           ¥1,200
/// 急須                      ¥3,800
///
/// [ 更新 ]
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
        VStack(alignment: .leading, spacing: 1) {
            switch orderList {
            case .idle:
                Text("注文履歴はまだ読み込まれていません。")
                Button("読み込む", action: onRefresh)
            case .loading:
                ProgressView("読み込み中…")
            case .loaded(let orders) where orders.isEmpty:
                Text("注文はまだありません。")
                Button("更新", action: onRefresh)
            case .loaded(let orders):
                OrderRows(orders: orders, selectedOrderId: selectedOrderId)
                Button("更新", action: onRefresh)
            case .failed(let failure):
                Text("⚠ \(failure.message)")
                Button("再試行", action: onRefresh)
            }
        }
        .navigationTitle("注文履歴")
    }
}

/// One line per order: the titles in one column, the totals pushed to the right; `▸` marks
/// the selected order. (Two text columns side by side until TextUI has `List` / `ForEach`.)
struct OrderRows: View {
    let orders: [Order]
    let selectedOrderId: Order.ID?

    var body: some View {
        HStack(alignment: .top) {
            Text(orders.map { $0.id == selectedOrderId ? "▸ \($0.title)" : $0.title }.joined(separator: "\n"))
            Spacer()
            Text(orders.map { yen($0.total) }.joined(separator: "\n"))
        }
    }
}

/// `1200` → `¥1,200`.
func yen(_ amount: Int) -> String {
    let digits = String(amount)
    var grouped = ""
    for (index, digit) in digits.enumerated() {
        if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
        grouped.append(digit)
    }
    return "¥" + grouped
}
