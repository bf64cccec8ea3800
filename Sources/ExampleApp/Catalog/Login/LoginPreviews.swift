import PreviewCatalog
import TextUI

/// The Login screen in each of its states. `loading`, `success` and `wrong password` are
/// scenarios: they drive the real `LoginViewModel` with a mock use case. Coverage needs nothing
/// more: the catalog reads `LoginViewState`'s cases from the enum itself, so a new case fails
/// `preview check` and `LoginSnapshotTests` until a state reaches it (or it is marked
/// ``NotPreviewed``).
public enum LoginPreviews: ScreenPreviews {
    public static let screenName = "Login"

    public static var states: [PreviewState<LoginViewState>] {
        PreviewState("idle", .idle)
        PreviewState.scenario("loading") {
            let useCase = LoginUseCaseMock(suspended: true)
            let model = LoginViewModel(login: useCase)
            let submit = Task { await model.submit(email: "taro@example.com", password: "secret") }
            await useCase.mock.waitForSuspendedCalls()
            defer { submit.cancel() }
            return model.viewState
        }
        PreviewState.scenario("success") {
            let model = LoginViewModel(login: LoginUseCaseMock(results: [.success(.taro)]))
            await model.submit(email: "taro@example.com", password: "secret")
            return model.viewState
        }
        PreviewState("error", .error("ログインに失敗しました"))
        PreviewState.scenario("wrong password") {
            let model = LoginViewModel(login: LoginUseCaseMock(results: [.failure(LoginError.rejected)]))
            await model.submit(email: "taro@example.com", password: "wrong")
            return model.viewState
        }
    }

    public static func view(for state: LoginViewState) -> some View {
        LoginView(state: state)
    }
}
