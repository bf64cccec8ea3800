import Foundation
import ExampleApp
import Testing
import ViewStateKit
import ViewStateTesting

@MainActor
@Suite struct LoginViewModelTests {
    @Test func successfulSubmitGoesThroughLoadingToSuccess() async {
        let useCase = LoginUseCaseMock(results: [.success(.taro)])
        let model = LoginViewModel(login: useCase)

        await expectStates(of: model, [.loading, .success(.taro)]) {
            await model.submit(email: "taro@example.com", password: "secret")
        }
        expectNoDifference(useCase.mock.calls, [LoginCredentials(email: "taro@example.com", password: "secret")])
    }

    @Test func failedSubmitGoesThroughLoadingToError() async {
        let model = LoginViewModel(login: LoginUseCaseMock(results: [.failure(LoginError.rejected)]))

        await expectStates(of: model, [.loading, .error("ログインに失敗しました")]) {
            await model.submit(email: "taro@example.com", password: "wrong")
        }
    }

    @Test func loadingIsObservableWhileTheCallIsSuspended() async {
        let useCase = LoginUseCaseMock(suspended: true)
        let model = LoginViewModel(login: useCase)
        let submit = Task { await model.submit(email: "taro@example.com", password: "secret") }

        await expectStates(of: model, [.loading]) {
            await useCase.mock.waitForSuspendedCalls()
        }
        await expectStates(of: model, [.success(.taro)]) {
            useCase.mock.releaseNextCall()
            await submit.value
        }
    }

    @Test func overlappingSubmitsEndInTheSecondOnesState() async {
        let hanako = User(id: 2, name: "佐藤花子", email: "hanako@example.com")
        let useCase = LoginUseCaseMock(results: [.success(.taro), .success(hanako)], suspended: true)
        let model = LoginViewModel(login: useCase)

        // The first answer never lands: the second submit cancelled it, so the screen goes
        // loading → loading → the second one's result, with no flash of the first user.
        await expectStates(of: model, [.loading, .loading, .success(hanako)]) {
            let first = Task { await model.submit(email: "taro@example.com", password: "a") }
            await useCase.mock.waitForSuspendedCalls(count: 1)
            let second = Task { await model.submit(email: "hanako@example.com", password: "b") }
            await useCase.mock.waitForSuspendedCalls(count: 1)
            await first.value
            useCase.mock.releaseNextCall()
            await second.value
        }
    }

    @Test func liveUseCasePostsCredentialsAndDecodesTheUser() async throws {
        let posted = LockedValue<(String, LoginCredentials)?>(nil)
        let live = LiveLoginUseCase { path, body in
            let credentials = try JSONDecoder().decode(LoginCredentials.self, from: body)
            posted.withLock { $0 = (path, credentials) }
            return try JSONEncoder().encode(User.taro)
        }

        let user = try await live.login(email: "taro@example.com", password: "secret")

        expectNoDifference(user, .taro)
        #expect(posted.current?.0 == "login")
        expectNoDifference(posted.current?.1, LoginCredentials(email: "taro@example.com", password: "secret"))
    }
}
