import PreviewCatalog
import TextUI
import ViewStateKit

/// The app's first screen in each of its states. The scenarios draw the real ``MainView``
/// and let it appear, so its `.task(id:)` starts the same load the app starts.
public enum MainPreviews: ScreenPreviews {
    public static let screenName = "Main"

    public static var states: [PreviewState<MainViewState>] {
        PreviewState("launching", .launching)
        PreviewState.scenario("loading") {
            let session = SessionUseCaseMock(suspended: true)
            let model = MainViewModel(session: session)
            let load = Task { await model.load() }
            await session.mock.waitForSuspendedCalls()
            defer { load.cancel() }
            return model.viewState
        }
        PreviewState.scenario("signed in") {
            // No use case given: the preview dependencies answer with a signed-in person.
            let model = MainViewModel()
            _ = await MainView(viewModel: model).appear()
            return model.viewState
        }
        PreviewState.scenario("signed out") {
            let model = MainViewModel(session: SessionUseCaseMock(results: [.success(nil)]))
            _ = await MainView(viewModel: model).appear()
            return model.viewState
        }
        PreviewState.scenario("error") {
            let model = MainViewModel(session: SessionUseCaseMock(results: [.failure(HTTPError.status(500, path: "session"))]))
            _ = await MainView(viewModel: model).appear()
            return model.viewState
        }
    }

    public static func view(for state: MainViewState) -> some View {
        MainContentView(state: state)
    }
}
