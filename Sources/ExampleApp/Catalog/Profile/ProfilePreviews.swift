import PreviewCatalog
import TextUI
import ViewStateKit

/// The Profile screen in each of its states, reached by sending actions to a real
/// ``AppStore``: the person signs in (the shared ``AppState/currentUser``), then the profile
/// loads through a mock service.
public enum ProfilePreviews: ScreenPreviews {
    public static let screenName = "Profile"

    public static var states: [PreviewState<AppState>] {
        PreviewState("signed out", AppState())
        PreviewState.scenario("loading") {
            let store = AppPreviews.makeStore(profile: ProfileServiceMock(suspended: true))
            store.send(.signedIn(.taro))
            store.send(.profile(.loadProfile))
            return store.state
        }
        PreviewState.scenario("loaded") {
            let store = AppPreviews.makeStore()
            store.send(.signedIn(.taro))
            await store.send(.profile(.loadProfile)).finish()
            return store.state
        }
        PreviewState.scenario("failed") {
            let store = AppPreviews.makeStore(profile: ProfileServiceMock(results: [.failure(LoadFailure("offline"))]))
            store.send(.signedIn(.taro))
            await store.send(.profile(.loadProfile)).finish()
            return store.state
        }
    }

    public static func view(for state: AppState) -> some View {
        ProfileView(currentUser: state.currentUser, profile: state.profile.profile)
    }
}
