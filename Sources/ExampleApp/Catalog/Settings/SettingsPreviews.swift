import PreviewCatalog
import TextUI
import ViewStateKit

/// The Settings screen in each of its states, reached by sending actions to a real
/// ``AppStore``.
public enum SettingsPreviews: ScreenPreviews {
    public static let screenName = "Settings"

    public static var states: [PreviewState<AppState>] {
        PreviewState.scenario("signed in") {
            let store = AppPreviews.makeStore()
            store.send(.signedIn(.taro))
            return store.state
        }
        PreviewState.scenario("saving") {
            let store = AppPreviews.makeStore(settings: SettingsServiceMock(suspended: true))
            store.send(.signedIn(.taro))
            store.send(.settings(.notificationsToggled(false)))
            return store.state
        }
        PreviewState.scenario("notifications off") {
            let store = AppPreviews.makeStore()
            store.send(.signedIn(.taro))
            await store.send(.settings(.notificationsToggled(false))).finish()
            return store.state
        }
        PreviewState.scenario("signed out") {
            let store = AppPreviews.makeStore()
            store.send(.signedIn(.taro))
            store.send(.settings(.signOutTapped))
            return store.state
        }
    }

    public static func view(for state: AppState) -> some View {
        SettingsView(settings: state.settings, currentUser: state.currentUser)
    }
}
