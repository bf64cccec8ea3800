import SwiftUI

/// The orders with a search field: the seed's ephemeral-state example. The search text and
/// whether the field has focus belong to this view alone (SwiftUI's `@State` and
/// `@FocusState`): no other screen needs them and leaving the screen may forget them, so
/// they are not in ``AppState``. TextUI has no `@State`, so they come in as values.
///
/// ```swift
/// OrderSearchView(orders: Order.mocks, searchText: "急", isSearchFocused: true).render(width: 32)
/// ```
/// ```text
///            注文を検索
/// ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
/// ╭───────────────────╮
/// │ 急▏               │ キャンセル
/// ╰───────────────────╯
/// ╭──────────────────────────────╮
/// │   急須              ¥3,800 › │
/// ╰──────────────────────────────╯
/// ```
/// With focus the field shows a cursor and a cancel button; the list keeps the orders whose
/// title contains the text.
public struct OrderSearchView: View {
    let orders: [Order]
    let searchText: String
    let isSearchFocused: Bool
    let onTap: (Order) -> Void

    public init(orders: [Order], searchText: String = "", isSearchFocused: Bool = false, onTap: @escaping (Order) -> Void = { _ in }) {
        self.orders = orders
        self.searchText = searchText
        self.isSearchFocused = isSearchFocused
        self.onTap = onTap
    }

    /// The orders whose title contains the search text; all of them when it is empty.
    public var filteredOrders: [Order] {
        Self.orders(orders, matching: searchText)
    }

    /// The orders whose title contains `searchText`; all of them when it is empty. Not on the
    /// main actor, so the previews' coverage can sort a state into its case anywhere.
    nonisolated public static func orders(_ orders: [Order], matching searchText: String) -> [Order] {
        searchText.isEmpty ? orders : orders.filter { $0.title.contains(searchText) }
    }

    public var body: some View {
        VStack(alignment: .leading) {
            HStack {
                TextField("注文を検索", text: .constant(isSearchFocused ? searchText + "▏" : searchText))
                if isSearchFocused {
                    Text("キャンセル")
                }
            }
            if filteredOrders.isEmpty {
                ContentUnavailableView(
                    "「\(searchText)」の注文はありません", systemImage: "magnifyingglass",
                    description: Text("別の言葉で探してください。")
                )
                .padding(.top, 16)
            } else {
                List {
                    ForEach(filteredOrders) { order in
                        Button { onTap(order) } label: {
                            OrderRow(order: order, isSelected: false)
                        }
                    }
                }
            }
        }
        .navigationTitle("注文を検索")
    }
}

#Preview("Searching") {
    OrderSearchView(orders: Order.mocks, searchText: "急", isSearchFocused: true)
}
