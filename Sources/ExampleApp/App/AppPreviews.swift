import PreviewCatalog
import TextUI
import ViewStateKit

/// The composed app in the states its navigation can be in, each reached by sending actions
/// to a real ``AppStore`` with mock services.
public enum AppPreviews: ScreenPreviews {
    public static let screenName = "App"

    public static var states: [PreviewState<AppState>] {
        PreviewState.scenario("orders") {
            let store = makeStore()
            await store.send(.order(.loadOrders)).finish()
            return store.state
        }
        PreviewState.scenario("order detail") {
            let store = makeStore()
            await store.send(.order(.loadOrders)).finish()
            store.send(.order(.selectOrder(.teapot)))
            return store.state
        }
        PreviewState.scenario("orders failed alert") {
            let store = makeStore(orders: OrderServiceMock(results: [.failure(LoadFailure("offline"))]))
            await store.send(.order(.loadOrders)).finish()
            return store.state
        }
        PreviewState.scenario("items") {
            let store = makeStore()
            store.send(.navigation(.tabSelected(.items)))
            await store.send(.items(.onAppear)).finish()
            return store.state
        }
        PreviewState.scenario("item sheet") {
            let store = makeStore()
            store.send(.navigation(.tabSelected(.items)))
            await store.send(.items(.onAppear)).finish()
            store.send(.items(.itemTapped(.pen)))
            return store.state
        }
    }

    public static func view(for state: AppState) -> some View {
        AppView(state: state)
    }

    @MainActor
    static func makeStore(orders: OrderServiceMock = OrderServiceMock()) -> AppStore {
        AppStore(initialState: AppState()) { AppReducer(orderService: orders, itemsAPI: .mock) }
    }
}
