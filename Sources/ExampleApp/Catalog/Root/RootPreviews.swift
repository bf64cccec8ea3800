import PreviewCatalog
import TextUI
import ViewStateKit

/// What the app's root shows: the first screen until someone is signed in, then the app.
public struct RootState: Equatable, Sendable {
    public var main: MainViewState
    /// The app's state once ``MainView`` handed a signed-in person over; `nil` before.
    public var app: AppState?

    public init(main: MainViewState, app: AppState? = nil) {
        self.main = main
        self.app = app
    }
}

/// The app as it starts: ``ExampleAppEntry/makeRoot(http:)`` with every service live on an
/// ``InMemoryServer`` — no mocks — before and after the root view appears (its tasks check
/// the session, hand the person to the app, and load the orders).
public enum RootPreviews: ScreenPreviews {
    public static let screenName = "Root"

    public static var states: [PreviewState<RootState>] {
        PreviewState.scenario("launch") {
            state(of: ExampleAppEntry.makeRoot(http: InMemoryServer.example))
        }
        PreviewState.scenario("started") {
            let root = ExampleAppEntry.makeRoot(http: InMemoryServer.example)
            _ = await root.appear()
            return state(of: root)
        }
        PreviewState.scenario("no session") {
            let root = ExampleAppEntry.makeRoot(http: InMemoryServer(routes: ["GET session": HTTPResponse(statusCode: 401)]))
            _ = await root.appear()
            return state(of: root)
        }
    }

    public static func view(for state: RootState) -> some View {
        if let app = state.app {
            AppView(state: app).frame(minHeight: CGFloat(AppPreviews.screenHeight) * 16)
        } else {
            MainContentView(state: state.main)
        }
    }

    @MainActor
    static func state(of root: RootView) -> RootState {
        RootState(main: root.main.viewState, app: root.store.currentUser == nil ? nil : root.store.state)
    }
}
