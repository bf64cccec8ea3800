import TextUI

/// One order, pushed on the Orders tab's navigation stack: the seed's `OrderDetailView`.
///
/// ```swift
/// OrderDetailView(order: .coffee).render(width: 32)
/// ```
/// ```text
///            注文の詳細
/// ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
/// コーヒー豆 200g
/// 注文番号 1               ¥1,200
/// ```
public struct OrderDetailView: View {
    let order: Order?

    /// `order` is `nil` when the id on the path is not among the loaded orders.
    public init(order: Order?) {
        self.order = order
    }

    public var body: some View {
        VStack(alignment: .leading) {
            if let order {
                Text(order.title)
                HStack {
                    Text("注文番号 \(order.id)")
                    Spacer()
                    Text(yen(order.total))
                }
            } else {
                Text("注文が見つかりません")
            }
        }
        .navigationTitle("注文の詳細")
    }
}
