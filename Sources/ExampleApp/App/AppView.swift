import TextUI
import ViewStateKit

/// The whole app drawn from ``AppState``: the selected tab's screen (or the order detail on top
/// of the Orders stack), the tab bar, then a presented sheet and alert. Until TextUI draws
/// sheets and alerts over the screen, they are drawn below it, between rules.
///
/// ```swift
/// AppView(state: AppState()).render(width: 32)
/// ```
public struct AppView: View {
    let state: AppState
    let send: (AppAction) -> Void

    public init(state: AppState, send: @escaping (AppAction) -> Void = { _ in }) {
        self.state = state
        self.send = send
    }

    public var body: some View {
        VStack(alignment: .leading) {
            switch state.navigation.selectedTab {
            case .orders:
                if case .orderDetail(let id) = state.navigation.orderPath.top {
                    OrderDetailView(order: state.order.order(id: id))
                } else {
                    OrderListView(
                        orderList: state.order.orderList,
                        selectedOrderId: state.order.selectedOrderId,
                        onOrderTap: { send(.order(.selectOrder($0))) },
                        onRefresh: { send(.order(.loadOrders)) }
                    )
                }
            case .items:
                ItemsView(state: state.items) { send(.items($0)) }
            }
            Spacer(minLength: 1)
            Divider()
            Text(TabBar.line(selected: state.navigation.selectedTab))
            if case .itemDetail(let item) = state.navigation.presentedSheet {
                SheetView(item: item)
            }
            if let alert = state.navigation.presentedAlert {
                AlertView(alert: alert)
            }
        }
    }
}

/// The tab bar as one line: the selected tab in brackets.
enum TabBar {
    static func line(selected: Tab) -> String {
        Tab.allCases.map { $0 == selected ? "[\($0.title)]" : " \($0.title) " }.joined(separator: "  ")
    }
}

/// The item sheet.
struct SheetView: View {
    let item: Item

    var body: some View {
        VStack(alignment: .leading) {
            Divider()
            Text("▤ \(item.title)")
            Text("アイテム番号 \(item.id)")
            Button("閉じる") {}
        }
    }
}

/// An alert: title, message, buttons side by side.
struct AlertView: View {
    let alert: AlertState<AppAlertAction>

    var body: some View {
        VStack(alignment: .leading) {
            Divider()
            Text("⚠ \(alert.title)")
            if let message = alert.message {
                Text(message)
            }
            Text(alert.buttons.isEmpty ? "[ OK ]" : alert.buttons.map { "[ \($0.title) ]" }.joined(separator: " "))
        }
    }
}
