import SwiftUI

/// One order, a row that pushes its detail: a check on the selected one, the title, the
/// total and a chevron at the trailing edge.
///
/// ```swift
/// OrderRow(order: .teapot, isSelected: true).render(width: 24)
/// ```
/// ```text
/// ✓ 急須          ¥3,800 ›
/// ```
struct OrderRow: View {
    let order: Order
    let isSelected: Bool

    var body: some View {
        HStack(alignment: .top) {
            if isSelected {
                Image(systemName: "checkmark")
            } else {
                Image(systemName: "checkmark").hidden()
            }
            Text(order.title)
            Spacer()
            Text(yen(order.total))
            Image(systemName: "chevron.right")
        }
    }
}

/// `1200` → `¥1,200`.
public func yen(_ amount: Int) -> String {
    let digits = String(amount)
    var grouped = ""
    for (index, digit) in digits.enumerated() {
        if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
        grouped.append(digit)
    }
    return "¥" + grouped
}

#Preview("Selected", traits: .sizeThatFitsLayout) {
    OrderRow(order: .coffee, isSelected: true)
}
