import ExampleApp
import Testing
import ViewStateTesting

@MainActor
@Suite struct LoginTests {
    /// The exact states the action moved the view model through, in order. Nothing is
    /// merged, so an intermediate `.loading` cannot hide.
    @Test func wrongPasswordShowsTheError() async {
        let model = LoginViewModel(login: LoginUseCaseMock(results: [.failure(LoginError.rejected)]))

        await expectStates(of: model, [.loading, .error("ログインに失敗しました")]) {
            await model.submit(email: "taro@example.com", password: "wrong")
        }
    }

    /// Every state of the Login previews against its reference file,
    /// Tests/__Snapshots__/Login/<state>.txt: the files `preview check` reads.
    @Test func everyStateMatchesItsSnapshot() async {
        await expectSnapshots(of: LoginPreviews.self)
    }
}
