import SwiftUI
import ViewStateKit
import ViewStateStore

/// The whole app drawn from ``AppState``: a tab view of navigation stacks — Home (with its
/// `homePath`: an order's detail or the profile), Orders (the list or a pushed detail),
/// Items (whose item sheet adds to the shared cart) and Settings — with the item sheet and the app's
/// alert drawn over it, and a banner while offline. Every tap becomes an ``AppAction``
/// through `send`.
///
/// ```swift
/// AppView(state: AppState(currentUser: .taro)).render(width: 40, height: 12)
/// ```
/// ```text
///                  ホーム
/// ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
///
/// こんにちは、山田太郎さん
///
/// ╭──────────────────────────────────────╮
/// │ カート                        空です │
/// ├──────────────────────────────────────┤
/// │ ☺ プロフィール                     › │
/// ╰──────────────────────────────────────╯
/// ━━━━━━━━━━──────────────────────────────
///  ⌂ ホーム  ☰ 注文  ⊻ アイテム  ⚙ 設定
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
        VStack(alignment: .leading) {
            if !state.system.isOnline {
                Label("オフラインです。最新ではありません", systemImage: "exclamationmark.triangle")
            }
            tabs
        }
        .sheet(item: presentedSheet) { sheet in
            switch sheet {
            case .itemDetail(let item):
                ItemSheet(item: item, onAddToCart: { send(.cart(.addTapped(item))) }) { send(.navigation(.sheetDismissed)) }
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

    private var tabs: some View {
        TabView(selection: selectedTab) {
            NavigationStack { home }
                .tabItem { Label(Tab.home.title, systemImage: Tab.home.systemImage) }
                .tag(Tab.home)
            NavigationStack { orders }
                .tabItem { Label(Tab.orders.title, systemImage: Tab.orders.systemImage) }
                .tag(Tab.orders)
            NavigationStack { ItemsView(state: state.items) { send(.items($0)) } }
                .tabItem { Label(Tab.items.title, systemImage: Tab.items.systemImage) }
                .tag(Tab.items)
            NavigationStack { SettingsView(settings: state.settings, currentUser: state.currentUser) { send(.settings($0)) } }
                .tabItem { Label(Tab.settings.title, systemImage: Tab.settings.systemImage) }
                .tag(Tab.settings)
        }
    }

    /// The Home tab's stack: Home, or what is pushed on top of it.
    @ViewBuilder private var home: some View {
        switch state.navigation.homePath.top {
        case .orderDetail(let id)?:
            OrderDetailContainer(orderId: id, state: state.order, send: { send(.order($0)) }) {
                send(.navigation(.homePath(.pop)))
            }
        case .profile?:
            ProfileView(
                currentUser: state.currentUser, profile: state.profile.profile,
                onRetry: { send(.profile(.loadProfile)) }, onSignOut: { send(.profile(.signOutTapped)) },
                onBack: { send(.navigation(.homePath(.pop))) }
            )
        case nil:
            HomeView(
                currentUser: state.currentUser, cart: state.cart, latestOrder: state.order.orders.first,
                onOrderTap: { send(.navigation(.homePath(.push(.orderDetail($0.id))))) },
                onProfileTap: { send(.navigation(.homePath(.push(.profile)))) }
            )
        }
    }

    /// The Orders tab's stack: the list, or the detail on top when one is pushed.
    @ViewBuilder private var orders: some View {
        if case .orderDetail(let id) = state.navigation.orderPath.top {
            OrderDetailContainer(orderId: id, state: state.order, send: { send(.order($0)) }) {
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

#Preview("Signed in") {
    AppView(state: AppState(currentUser: .taro))
}
