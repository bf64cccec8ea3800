import TextUI
import ViewStateKit

/// The whole app drawn from ``AppState``: a tab view of navigation stacks (the Orders stack
/// shows the order detail when one is pushed), with the item sheet and the app's alert drawn
/// over it. Every tap becomes an ``AppAction`` through `send`.
///
/// ```swift
/// AppView(state: AppState(order: OrderState(orderList: .loaded(Order.mocks))))
///     .render(width: 40, height: 14)
/// ```
/// ```text
///                 注文履歴            更新
/// ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
/// ╭──────────────────────────────────────╮
/// │   コーヒー豆 200g           ¥1,200 › │
/// ├──────────────────────────────────────┤
/// │   急須                      ¥3,800 › │
/// ├──────────────────────────────────────┤
/// │   マグカップ 2個            ¥2,400 › │
/// ╰──────────────────────────────────────╯
///
///
///
/// ━━━━━━━━━━━━━━━━━━━━────────────────────
///       ☰ 注文            ⊻ アイテム
/// ```
/// The heavy rule marks the selected tab. A presented sheet covers all but the top two rows;
/// an alert is a box centered over the screen.
public struct AppView: View {
    let state: AppState
    let send: (AppAction) -> Void

    public init(state: AppState, send: @escaping (AppAction) -> Void = { _ in }) {
        self.state = state
        self.send = send
    }

    public var body: some View {
        TabView(selection: selectedTab) {
            NavigationStack { orders }
                .tabItem { Label(Tab.orders.title, systemImage: "list.bullet") }
                .tag(Tab.orders)
            NavigationStack { ItemsView(state: state.items) { send(.items($0)) } }
                .tabItem { Label(Tab.items.title, systemImage: "cart") }
                .tag(Tab.items)
        }
        .sheet(item: presentedSheet) { sheet in
            switch sheet {
            case .itemDetail(let item):
                ItemSheet(item: item) { send(.navigation(.sheetDismissed)) }
            }
        }
        .alert(alert?.title ?? "", isPresented: isAlertPresented, presenting: alert) { alert in
            ForEach(alert.buttons, id: \.self) { button in
                Button(button.title) { send(.navigation(.alertButtonTapped(button.action))) }
            }
        } message: { alert in
            if let message = alert.message {
                Text(message)
            }
        }
    }

    /// The Orders tab's stack: the list, or the detail on top when one is pushed.
    @ViewBuilder private var orders: some View {
        if case .orderDetail(let id) = state.navigation.orderPath.top {
            OrderDetailView(order: state.order.order(id: id)) {
                send(.navigation(.orderPath(.pop)))
            }
        } else {
            OrderListView(
                orderList: state.order.orderList,
                selectedOrderId: state.order.selectedOrderId,
                onOrderTap: { send(.order(.selectOrder($0))) },
                onRefresh: { send(.order(.loadOrders)) }
            )
        }
    }

    private var alert: AlertState<AppAlertAction>? { state.navigation.presentedAlert }

    private var selectedTab: Binding<Tab> {
        Binding(get: { state.navigation.selectedTab }, set: { send(.navigation(.tabSelected($0))) })
    }

    private var presentedSheet: Binding<Sheet?> {
        Binding(get: { state.navigation.presentedSheet }, set: { if $0 == nil { send(.navigation(.sheetDismissed)) } })
    }

    /// Dismissing the alert is tapping a button that only dismisses, as SwiftUI does.
    private var isAlertPresented: Binding<Bool> {
        Binding(get: { alert != nil }, set: { if !$0 { send(.navigation(.alertButtonTapped(nil))) } })
    }
}
