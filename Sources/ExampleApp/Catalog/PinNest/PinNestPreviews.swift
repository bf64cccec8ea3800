import PreviewCatalog
import TextUI
import ViewStateKit
import ViewStateStore

/// The pinNest app in each of its states, reached through a real ``Store`` of
/// ``PinNestReducer``. Its features read `@Dependency(\.apiClient)`: built in a scenario,
/// they get the preview client (``ItemsAPIClient/mock``) unless the scenario overrides it.
public enum PinNestPreviews: ScreenPreviews {
    public static let screenName = "PinNest"

    public static var states: [PreviewState<PinNestReducer.State>] {
        PreviewState.scenario("loading") {
            let api = UseCaseMock<Int, ItemPage>("ItemsAPIClient.fetchItems", suspended: true)
            let store = withDependencies { $0.apiClient = .mock(api) } operation: {
                Store(initialState: PinNestReducer.State()) { PinNestReducer() }
            }
            store.send(.featureA(.onAppear))
            return store.state
        }
        PreviewState.scenario("loaded") {
            let store = Store(initialState: PinNestReducer.State()) { PinNestReducer() }
            await store.send(.featureA(.onAppear)).finish()
            return store.state
        }
        PreviewState.scenario("failed") {
            let store = withDependencies { $0.apiClient = .failing() } operation: {
                Store(initialState: PinNestReducer.State()) { PinNestReducer() }
            }
            await store.send(.featureA(.onAppear)).finish()
            return store.state
        }
        PreviewState.scenario("feature B") {
            let store = Store(initialState: PinNestReducer.State()) { PinNestReducer() }
            await store.send(.featureA(.onAppear)).finish()
            store.send(.featureA(.itemTapped(.pen)))
            store.send(.destination(.incrementTapped))
            return store.state
        }
    }

    /// Rows of a phone screen: the sheet covers all but the top rows of it.
    public static func view(for state: PinNestReducer.State) -> some View {
        PinNestView(state: state).frame(minHeight: 16 * 16)
    }
}
