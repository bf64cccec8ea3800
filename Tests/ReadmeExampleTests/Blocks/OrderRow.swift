import ExampleApp
import TextUI

struct OrderRow: View {
    let order: Order
    let isSelected: Bool

    var body: some View {
        HStack(alignment: .top) {
            if isSelected { Image(systemName: "checkmark") } else { Image(systemName: "checkmark").hidden() }
            Text(order.title)
            Spacer()
            Text(yen(order.total))
            Image(systemName: "chevron.right")
        }
    }
}

@MainActor let orderList = OrderListView(orderList: .loaded(Order.mocks), selectedOrderId: 2).render(width: 40)
