import ViewStateKit

/// One named state of a screen's previews: a fixed value, or a scenario that drives the real
/// view model with mock use cases and takes the state it reaches.
///
/// ```swift
/// PreviewState("error", .error("ログインに失敗しました"))          // a fixed value
/// PreviewState.scenario("wrong password") {                      // a scenario
///     let model = LoginViewModel(login: LoginUseCaseMock(results: [.failure(LoginError.rejected)]))
///     await model.submit(email: "taro@example.com", password: "wrong")
///     return model.viewState
/// }
/// ```
public struct PreviewState<State: Sendable>: Sendable {
    /// The name shown in headers and used in snapshot paths, such as "error".
    public let name: String
    private let reach: @MainActor @Sendable () async -> State

    /// A state given as a value.
    public init(_ name: String, _ state: State) {
        self.name = name
        self.reach = { state }
    }

    /// A state reached by running `scenario` on the main actor.
    public static func scenario(_ name: String, _ scenario: @escaping @MainActor @Sendable () async -> State) -> Self {
        Self(name: name, resolve: scenario)
    }

    private init(name: String, resolve: @escaping @MainActor @Sendable () async -> State) {
        self.name = name
        self.reach = resolve
    }

    /// The state itself: the value, or what the scenario reaches when run now. Scenarios run
    /// with preview dependencies: a ``Dependency`` no scenario overrides gets its key's
    /// `previewValue`.
    @MainActor
    public func resolve() async -> State {
        await withDependencies { $0.context = .preview } operation: {
            await reach()
        }
    }
}
