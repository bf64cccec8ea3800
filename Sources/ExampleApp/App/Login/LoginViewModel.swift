import ViewStateKit

/// Drives the Login screen: idle → loading → success or error.
///
/// ```swift
/// let model = LoginViewModel(login: LoginUseCaseMock(results: [.failure(LoginError.rejected)]))
/// await model.submit(email: "taro@example.com", password: "wrong")
/// model.history.states   // [.idle, .loading, .error("ログインに失敗しました")]
/// ```
@MainActor
public final class LoginViewModel: ViewModel<LoginViewState> {
    /// The message shown when signing in fails, whatever the reason.
    public static let failureMessage = "ログインに失敗しました"

    private let login: any LoginUseCase

    public init(login: any LoginUseCase) {
        self.login = login
        super.init(initialState: .idle)
    }

    /// Signs in with the credentials. A second submit while one is under way replaces it: the
    /// screen ends in the second one's result, whichever answer arrives last.
    public func submit(email: String, password: String) async {
        await run("submit") { [login] model in
            model.updateState(to: .loading)
            do {
                let user = try await login.login(email: email, password: password)
                model.updateState(to: .success(user))
            } catch {
                model.updateState(to: .error(Self.failureMessage))
            }
        }
    }
}
