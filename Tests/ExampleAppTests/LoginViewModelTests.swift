import Foundation
import ExampleApp
import Testing
import ViewStateKit

@MainActor
@Suite struct LoginViewModelTests {
    @Test func successfulSubmitGoesThroughLoadingToSuccess() async {
        let useCase = LoginUseCaseMock(results: [.success(.taro)])
        let model = LoginViewModel(login: useCase)

        await model.submit(email: "taro@example.com", password: "secret")

        #expect(model.history.states == [.idle, .loading, .success(.taro)])
        #expect(useCase.mock.calls == [LoginCredentials(email: "taro@example.com", password: "secret")])
    }

    @Test func failedSubmitGoesThroughLoadingToError() async {
        let model = LoginViewModel(login: LoginUseCaseMock(results: [.failure(LoginError.rejected)]))

        await model.submit(email: "taro@example.com", password: "wrong")

        #expect(model.history.states == [.idle, .loading, .error("ログインに失敗しました")])
    }

    @Test func loadingIsObservableWhileTheCallIsSuspended() async {
        let useCase = LoginUseCaseMock(suspended: true)
        let model = LoginViewModel(login: useCase)
        let submit = Task { await model.submit(email: "taro@example.com", password: "secret") }
        await useCase.mock.waitForSuspendedCalls()

        #expect(model.viewState == .loading)
        useCase.mock.releaseNextCall()
        await submit.value
        #expect(model.viewState == .success(.taro))
    }

    @Test func overlappingSubmitsEndInTheSecondOnesState() async {
        let hanako = User(id: 2, name: "佐藤花子", email: "hanako@example.com")
        let useCase = LoginUseCaseMock(results: [.success(.taro), .success(hanako)], suspended: true)
        let model = LoginViewModel(login: useCase)

        let first = Task { await model.submit(email: "taro@example.com", password: "a") }
        await useCase.mock.waitForSuspendedCalls(count: 1)
        let second = Task { await model.submit(email: "hanako@example.com", password: "b") }
        await useCase.mock.waitForSuspendedCalls(count: 1)
        await first.value
        useCase.mock.releaseNextCall()
        await second.value

        #expect(model.viewState == .success(hanako))
        #expect(model.history.states == [.idle, .loading, .loading, .success(hanako)])
    }

    @Test func liveUseCasePostsCredentialsAndDecodesTheUser() async throws {
        let posted = LockedBox<(String, LoginCredentials)?>(nil)
        let live = LiveLoginUseCase { path, body in
            posted.set((path, try JSONDecoder().decode(LoginCredentials.self, from: body)))
            return try JSONEncoder().encode(User.taro)
        }

        let user = try await live.login(email: "taro@example.com", password: "secret")

        #expect(user == .taro)
        #expect(posted.get()?.0 == "login")
        #expect(posted.get()?.1 == LoginCredentials(email: "taro@example.com", password: "secret"))
    }
}
