import ExampleApp
import Testing
import TextUI
import ViewStateKit
import ViewStateTesting

@MainActor
@Suite struct MainViewModelTests {
    @Test func aSignedInSessionGoesThroughLoadingToSignedIn() async {
        let model = MainViewModel(session: SessionUseCaseMock(results: [.success(.taro)]))
        await expectStates(of: model, [.loading, .signedIn(.taro)]) {
            await model.load()
        }
    }

    @Test func noSessionIsSignedOut() async {
        let model = MainViewModel(session: SessionUseCaseMock(results: [.success(nil)]))
        await expectStates(of: model, [.loading, .signedOut]) {
            await model.load()
        }
    }

    @Test func aFailureShowsTheMessage() async {
        let model = MainViewModel(session: SessionUseCaseMock(results: [.failure(HTTPError.status(500, path: "session"))]))
        await expectStates(of: model, [.loading, .error("読み込みに失敗しました")]) {
            await model.load()
        }
    }

    @Test func theContainerLoadsWhenItAppearsAndHandsTheUserToItsParent() async {
        let session = SessionUseCaseMock(results: [.success(.taro)])
        let model = MainViewModel(session: session)
        var home: [User] = []
        let shown = await MainView(viewModel: model, onNavigateToHome: { home.append($0) }).appear(width: 32)

        #expect(home == [.taro], "navigation goes through the parent's closure, once")
        #expect(session.mock.callCount == 1)
        #expect(model.history.states == [.launching, .loading, .signedIn(.taro)])
        #expect(shown.log == [
            "task(id: launching) at MainView.swift:41",
            "task(id: signedIn(ExampleApp.User(id: 1, name: \"山田太郎\", email: \"taro@example.com\"))) at MainView.swift:41",
        ])
        #expect(shown.text.contains("おかえりなさい、山田太郎さん"))
    }

    @Test func retryStartsOverAndTheTaskLoadsAgain() async {
        let session = SessionUseCaseMock(results: [.failure(HTTPError.status(500, path: "session")), .success(nil)])
        let model = MainViewModel(session: session)
        let view = MainView(viewModel: model)
        _ = await view.appear()
        #expect(model.viewState == .error("読み込みに失敗しました"))

        model.retry()
        let shown = await view.appear(width: 32)
        #expect(model.viewState == .signedOut)
        #expect(session.mock.callCount == 2)
        #expect(shown.text.contains("サインインしていません"))
    }

    @Test func builtWithoutAUseCaseItTakesTheDependency() async {
        let model = withDependencies { $0.sessionUseCase = SessionUseCaseMock(results: [.success(nil)]) } operation: {
            MainViewModel()
        }
        await model.load()
        #expect(model.viewState == .signedOut)
    }

    @Test func inATestAForgottenUseCaseFailsByName() async {
        await withKnownIssue {
            let model = await withTestDependencies { MainViewModel() }
            await model.load()
            #expect(model.viewState == .error("読み込みに失敗しました"))
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix("Unimplemented dependency SessionUseCase.restoreSession was called.")
        }
    }
}
