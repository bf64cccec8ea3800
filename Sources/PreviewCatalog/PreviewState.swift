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
///
/// A scenario that does not finish fails after its timeout (``ScenarioTimeout/defaultTimeout``,
/// 5 seconds, unless it or the run says otherwise) and the rest of the catalog goes on.
public struct PreviewState<State: Sendable>: Sendable {
    /// The name shown in headers and used in snapshot paths, such as "error".
    public let name: String
    /// The scenario's own timeout; `nil` takes the run's (`--timeout`) or the default.
    public let timeout: Duration?
    /// Whether the state comes from a scenario (which may wait) rather than a value.
    public let isScenario: Bool
    private let reach: @MainActor @Sendable () async -> State

    /// A state given as a value.
    public init(_ name: String, _ state: State) {
        self.name = name
        self.timeout = nil
        self.isScenario = false
        self.reach = { state }
    }

    /// A state reached by running `scenario` on the main actor. It fails, naming what it waits
    /// on, when it has not finished after `timeout` (default: the run's `--timeout`, else
    /// ``ScenarioTimeout/defaultTimeout``).
    ///
    /// ```swift
    /// PreviewState.scenario("slow import", timeout: .seconds(10)) { await importAll() }
    /// ```
    public static func scenario(
        _ name: String,
        timeout: Duration? = nil,
        _ scenario: @escaping @MainActor @Sendable () async -> State
    ) -> Self {
        Self(name: name, timeout: timeout, resolve: scenario)
    }

    private init(name: String, timeout: Duration?, resolve: @escaping @MainActor @Sendable () async -> State) {
        self.name = name
        self.timeout = timeout
        self.isScenario = true
        self.reach = resolve
    }

    /// The state itself: the value, or what the scenario reaches when run now (with no
    /// timeout; ``resolve(screen:timeout:clock:)`` bounds it). Scenarios run with preview
    /// dependencies: a ``Dependency`` no scenario overrides gets its key's `previewValue`.
    @MainActor
    public func resolve() async -> State {
        await Self.withPreviewDependencies(reach)
    }

    /// The state, or a ``ScenarioTimeout`` when the scenario has not finished after its own
    /// timeout, else `runTimeout`, else ``ScenarioTimeout/defaultTimeout``. The scenario is
    /// raced against a timer; when the timer wins, the scenario's task is cancelled and
    /// abandoned, so this returns in time even if the scenario ignores cancellation. The timer
    /// runs on `clock` (real time unless a test passes a ``ManualClock``). Like ``resolve()``,
    /// the scenario runs with preview dependencies.
    @MainActor
    public func resolve(
        screen: String,
        timeout runTimeout: Duration?,
        clock: any Clock<Duration> = ContinuousClock()
    ) async -> Result<State, ScenarioTimeout> {
        // A value was made when the state was; there is nothing to run, so no dependencies to set.
        guard isScenario else { return .success(await reach()) }
        let limit = timeout ?? runTimeout ?? ScenarioTimeout.defaultTimeout
        let waits = PendingWaits()
        let race = ScenarioRace<State>()
        let reach = self.reach
        let name = self.name
        return await withCheckedContinuation { continuation in
            race.continuation = continuation
            race.work = PendingWaits.$current.withValue(waits) {
                Self.startingAtOnce { race.finish(.success(await Self.withPreviewDependencies(reach))) }
            }
            // A scenario that never really waited (its mocks answer on this actor, as they do
            // unless suspended or given latency) has its state already: no timer to start.
            // Otherwise the timer starts at once too, so its sleep is on the clock before
            // anything the scenario waits on can be seen from outside.
            guard !race.isFinished else { return }
            race.timer = Self.startingAtOnce {
                try? await clock.sleep(for: limit)
                // A scenario that was only kept off the main actor (a busy test run, a loaded
                // machine) is ready to go on by now: let the work queued there run before the
                // scenario is called stuck. One that waits on a mock or a clock stays stuck.
                for _ in 0..<100 where !race.isFinished { await Task.yield() }
                race.finish(.failure(ScenarioTimeout(screen: screen, state: name, timeout: limit, pendingWaits: waits.descriptions)))
            }
        }
    }

    /// A task that runs `operation` here and now until it first waits, as `Task.immediate`
    /// does, so a scenario that never waits finishes before the call returns; where the
    /// system's Swift runtime is older (before macOS 26, iOS 26), a task started as usual.
    @MainActor
    private static func startingAtOnce(_ operation: @escaping @MainActor @Sendable () async -> Void) -> Task<Void, Never> {
        if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, *) {
            return Task.immediate(operation: operation)
        }
        return Task(operation: operation)
    }

    /// Runs `reach` in the preview dependency context.
    @MainActor
    private static func withPreviewDependencies(
        _ reach: @MainActor @Sendable () async -> State
    ) async -> State {
        await withDependencies { $0.context = .preview } operation: {
            await reach()
        }
    }
}
