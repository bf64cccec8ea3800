import PreviewCatalog
import TextUI
import ViewStateKit

/// The composed app in the states its navigation can be in, each reached by sending actions
/// to a real ``AppStore`` with mock services.
public enum AppPreviews: ScreenPreviews {
    public static let screenName = "App"

    public static var states: [PreviewState<AppState>] {
        PreviewState.scenario("home") {
            let store = await signedInStore()
            return store.state
        }
        PreviewState.scenario("home order detail") {
            let store = await signedInStore()
            store.send(.navigation(.homePath(.push(.orderDetail(Order.coffee.id)))))
            return store.state
        }
        PreviewState.scenario("home order not found") {
            // A link to an order that is not among the loaded ones.
            let store = await signedInStore()
            store.send(.navigation(.homePath(.push(.orderDetail(99)))))
            return store.state
        }
        PreviewState.scenario("home profile") {
            let store = await signedInStore()
            store.send(.navigation(.homePath(.push(.profile))))
            await store.send(.profile(.loadProfile)).finish()
            return store.state
        }
        PreviewState.scenario("orders") {
            let store = await signedInStore()
            store.send(.navigation(.tabSelected(.orders)))
            return store.state
        }
        PreviewState.scenario("order detail") {
            let store = await signedInStore()
            store.send(.navigation(.tabSelected(.orders)))
            store.send(.order(.selectOrder(.teapot)))
            return store.state
        }
        PreviewState.scenario("orders failed alert") {
            let store = makeStore(orders: OrderServiceMock(results: [.failure(LoadFailure("offline"))]))
            store.send(.signedIn(.taro))
            store.send(.navigation(.tabSelected(.orders)))
            await store.send(.order(.loadOrders)).finish()
            return store.state
        }
        PreviewState.scenario("items") {
            let store = await signedInStore()
            store.send(.navigation(.tabSelected(.items)))
            await store.send(.items(.onAppear)).finish()
            return store.state
        }
        PreviewState.scenario("item sheet") {
            let store = await signedInStore()
            store.send(.navigation(.tabSelected(.items)))
            await store.send(.items(.onAppear)).finish()
            store.send(.items(.itemTapped(.pen)))
            return store.state
        }
        PreviewState.scenario("item added to cart") {
            let store = await signedInStore()
            store.send(.navigation(.tabSelected(.items)))
            await store.send(.items(.onAppear)).finish()
            store.send(.items(.itemTapped(.pen)))
            store.send(.cart(.addTapped(.pen)))
            store.send(.navigation(.tabSelected(.home)))
            return store.state
        }
        PreviewState.scenario("settings") {
            let store = await signedInStore()
            store.send(.navigation(.tabSelected(.settings)))
            return store.state
        }
        PreviewState.scenario("offline") {
            let store = await signedInStore()
            store.send(.system(.connectivityChanged(isOnline: false)))
            return store.state
        }
    }

    /// Rows of a phone screen at the previews' width: the tab bar sits at the bottom and an
    /// alert or sheet is drawn over a screen, not over just its content.
    static let screenHeight = 20

    public static func view(for state: AppState) -> some View {
        AppView(state: state).frame(minHeight: CGFloat(screenHeight) * 16)
    }

    /// A store whose services are mocks; those not given are the defaults.
    @MainActor
    static func makeStore(
        orders: OrderServiceMock = OrderServiceMock(),
        profile: ProfileServiceMock = ProfileServiceMock(),
        settings: SettingsServiceMock = SettingsServiceMock()
    ) -> AppStore {
        AppStore(initialState: AppState()) {
            AppReducer(orderService: orders, itemsAPI: .mock, profileService: profile, settingsService: settings)
        }
    }

    /// Taro signed in and the orders loaded: where the app is after ``MainView`` hands over.
    @MainActor
    static func signedInStore() async -> AppStore {
        let store = makeStore()
        store.send(.signedIn(.taro))
        await store.send(.order(.loadOrders)).finish()
        return store
    }
}
