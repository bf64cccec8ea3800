import ExampleApp
import Testing
import ViewStateKit
import ViewStateTesting
import ViewStateStoreTesting
import ViewStateStore

/// The app's shared state — who is signed in, the cart, the system — and the Home stack.
@MainActor
@Suite struct AppSharedStateTests {
    func makeStore(
        orders: OrderServiceMock = OrderServiceMock(),
        profile: ProfileServiceMock = ProfileServiceMock(),
        settings: SettingsServiceMock = SettingsServiceMock()
    ) -> TestStore<AppState, AppAction> {
        TestStore(initialState: AppState()) {
            AppReducer(orderService: orders, itemsAPI: .mock, profileService: profile, settingsService: settings)
        }
    }

    @Test func theSignedInPersonIsSharedByHomeAndProfile() async {
        let store = makeStore()
        await store.send(.signedIn(.taro)) { $0.currentUser = .taro }
        let home = AppView(state: store.state).render(width: 40)
        #expect(home.contains("こんにちは、山田太郎さん"))
        await store.send(.navigation(.homePath(.push(.profile)))) { $0.navigation.homePath.push(.profile) }
        await store.send(.profile(.loadProfile)) { $0.profile.profile = .loading }
        await store.receive(.profile(.profileLoaded(.taro))) { $0.profile.profile = .loaded(.taro) }
        #expect(AppView(state: store.state).render(width: 40).contains("│ 名前                        山田太郎 │"))
    }

    @Test func signingOutClearsTheSharedStateAndNavigation() async {
        let store = makeStore()
        await store.send(.signedIn(.taro)) { $0.currentUser = .taro }
        await store.send(.cart(.addTapped(.pen))) { $0.cart.add(.pen) }
        await store.send(.navigation(.homePath(.push(.profile)))) { $0.navigation.homePath.push(.profile) }
        await store.send(.settings(.signOutTapped)) {
            $0.currentUser = nil
            $0.cart = CartState()
            $0.navigation = NavigationState()
        }
    }

    @Test func theCartFilledFromTheItemSheetShowsOnHome() async {
        let store = makeStore()
        await store.send(.items(.itemTapped(.pen))) { $0.navigation.presentedSheet = .itemDetail(.pen) }
        await store.send(.cart(.addTapped(.pen))) {
            $0.cart = CartState(lines: [CartLine(item: .pen, quantity: 1)])
            $0.navigation.presentedSheet = nil
        }
        await store.send(.cart(.addTapped(.pen))) { $0.cart.lines[0].quantity = 2 }
        #expect(AppView(state: store.state).render(width: 40).contains("│ カート                           2点 │"))
    }

    @Test func offlineShowsABannerOverEveryTab() async {
        let store = makeStore()
        await store.send(.system(.connectivityChanged(isOnline: false))) { $0.system.isOnline = false }
        #expect(AppView(state: store.state).render(width: 40).hasPrefix("⚠ オフラインです。最新ではありません\n"))
        await store.send(.system(.connectivityChanged(isOnline: true))) { $0.system.isOnline = true }
    }

    @Test func deletingAnOrderPopsItsDetailFromTheHomeStack() async {
        let store = makeStore()
        store.exhaustivity = .off
        await store.send(.order(.loadOrders))
        await store.receive(.order(.ordersLoaded(Order.mocks)))
        await store.send(.navigation(.homePath(.push(.orderDetail(Order.coffee.id)))))
        await store.send(.order(.deleteOrder(Order.coffee.id))) { $0.order.isSaving = true }
        await store.receive(.order(.orderDeleted(Order.coffee.id))) {
            $0.order.orderList = .loaded([.teapot, .mugs])
            $0.order.isSaving = false
            $0.navigation.homePath = NavigationStackState()
        }
    }

    @Test func aLinkToAnOrderThatIsNotLoadedShowsNotFound() {
        var state = AppState(currentUser: .taro, order: OrderState(orderList: .loaded(Order.mocks)))
        state.navigation.homePath.push(.orderDetail(99))
        #expect(AppView(state: state).render(width: 40).contains("注文が見つかりません"))
    }
}
