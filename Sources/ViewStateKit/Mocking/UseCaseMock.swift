/// A programmable stand-in for one use-case method, for tests and previews.
///
/// - **Results in order.** Each call takes the next programmed result; once they run out,
///   **the last result repeats**. A mock with no result at all throws
///   ``UseCaseMockError/noResultProgrammed(mock:call:)`` so a forgotten result is loud.
/// - **Call log.** ``calls`` holds every call's input in order; ``callCount`` counts them.
/// - **Latency** through an injected clock (``ManualClock`` in tests): never real sleeping.
/// - **Suspended mode.** Calls wait until the test or preview releases them, so `.loading`
///   can be observed exactly. A waiting call whose task is cancelled throws `CancellationError`,
///   unless the mock `ignoresCancellation`: then it waits for its release and answers anyway,
///   like a server that replies to a request the app no longer wants (a stale response).
///
/// ```swift
/// struct LoginUseCaseMock: LoginUseCase {
///     let mock = UseCaseMock<LoginCredentials, User>(results: [.success(.taro)])
///     func login(email: String, password: String) async throws -> User {
///         try await mock(LoginCredentials(email: email, password: password))
///     }
/// }
///
/// let useCase = LoginUseCaseMock()
/// useCase.mock.suspendCalls()
/// let model = LoginViewModel(login: useCase)
/// Task { await model.submit(email: "taro@example.com", password: "secret") }
/// await useCase.mock.waitForSuspendedCalls()
/// model.viewState            // .loading
/// useCase.mock.releaseNextCall()
/// ```
public final class UseCaseMock<Input: Sendable, Output: Sendable>: Sendable {
    private struct Waiting {
        let callNumber: Int
        let continuation: CheckedContinuation<Void, any Error>
        /// Set when a test store's effect made the call: it counts as parked until released.
        let parked: ParkedWait?

        func resume(throwing error: (any Error)? = nil) {
            parked?.unpark()
            if let error { continuation.resume(throwing: error) } else { continuation.resume() }
        }
    }

    private struct Log {
        var results: [Result<Output, any Error>]
        var calls: [Input] = []
        var isSuspending: Bool
        let ignoresCancellation: Bool
        var waiting: [Waiting] = []
        var cancelledBeforeWaiting: Set<Int> = []
        var arrivalWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    }

    /// A name for messages, such as "LoginUseCase.login".
    public let name: String
    private let latency: Duration
    private let clock: (any Clock<Duration>)?
    private let log: LockedValue<Log>

    /// Creates a mock that answers with `results` in order, the last one repeating.
    ///
    /// - Parameters:
    ///   - latency: how long each call waits on `clock` before answering. Without a clock
    ///     there is no waiting whatever the latency.
    ///   - suspended: whether calls wait for ``releaseNextCall()`` from the start.
    ///   - ignoresCancellation: whether a waiting call stays waiting when its task is cancelled.
    public init(
        _ name: String = "UseCaseMock",
        results: [Result<Output, any Error>] = [],
        latency: Duration = .zero,
        clock: (any Clock<Duration>)? = nil,
        suspended: Bool = false,
        ignoresCancellation: Bool = false
    ) {
        self.name = name
        self.latency = latency
        self.clock = clock
        self.log = LockedValue(Log(results: results, isSuspending: suspended, ignoresCancellation: ignoresCancellation))
    }

    /// Performs one call: logs the input, waits as programmed, and answers with the next result.
    /// It runs on the caller's actor (`isolation`), so a call from a `@MainActor` view model or
    /// preview scenario is logged and suspended before the caller's next step, with no hop to
    /// another thread.
    public func callAsFunction(_ input: Input, isolation: isolated (any Actor)? = #isolation) async throws -> Output {
        let (callNumber, result) = log.withLock { log -> (Int, Result<Output, any Error>?) in
            log.calls.append(input)
            let index = min(log.calls.count, log.results.count) - 1
            return (log.calls.count, index >= 0 ? log.results[index] : nil)
        }
        if let clock, latency > .zero {
            try await clock.sleep(for: latency)
        }
        if log.withLock({ $0.isSuspending }) {
            try await waitForRelease(callNumber: callNumber, isolation: isolation)
        }
        guard let result else {
            throw UseCaseMockError.noResultProgrammed(mock: name, call: callNumber)
        }
        return try result.get()
    }

    /// Every call's input, oldest first.
    public var calls: [Input] { log.withLock { $0.calls } }

    /// How many calls were made.
    public var callCount: Int { log.withLock { $0.calls.count } }

    /// How many calls are waiting to be released now.
    public var suspendedCallCount: Int { log.withLock { $0.waiting.count } }

    /// Adds a result after those already programmed.
    public func enqueue(_ result: Result<Output, any Error>) {
        log.withLock { $0.results.append(result) }
    }

    /// From now on, calls wait until released.
    public func suspendCalls() {
        log.withLock { $0.isSuspending = true }
    }

    /// Lets the oldest waiting call go on with its result. Returns whether there was one.
    @discardableResult
    public func releaseNextCall() -> Bool {
        let next = log.withLock { log in log.waiting.isEmpty ? nil : log.waiting.removeFirst() }
        next?.resume()
        return next != nil
    }

    /// Lets the waiting call with 1-based `number` (the order calls were made in) go on.
    /// Returns whether that call was waiting.
    @discardableResult
    public func releaseCall(number: Int) -> Bool {
        let call = log.withLock { log -> Waiting? in
            guard let index = log.waiting.firstIndex(where: { $0.callNumber == number }) else { return nil }
            return log.waiting.remove(at: index)
        }
        call?.resume()
        return call != nil
    }

    /// Stops suspending and releases every waiting call.
    public func resumeCalls() {
        let all = log.withLock { log in
            log.isSuspending = false
            defer { log.waiting.removeAll() }
            return log.waiting
        }
        for call in all { call.resume() }
    }

    /// Returns once at least `count` calls are waiting to be released.
    public func waitForSuspendedCalls(count: Int = 1) async {
        await withCheckedContinuation { continuation in
            let ready = log.withLock { log -> Bool in
                if log.waiting.count >= count { return true }
                log.arrivalWaiters.append((count, continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }

    private func waitForRelease(callNumber: Int, isolation: isolated (any Actor)?) async throws {
        let pending = PendingWaits.begin("\(name) call #\(callNumber), suspended until released")
        defer { pending?.end() }
        let effect = EffectContext.current
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation(isolation: isolation) { continuation in
                let (cancelled, arrivals) = log.withLock { log in
                    if log.cancelledBeforeWaiting.remove(callNumber) != nil {
                        return (true, [CheckedContinuation<Void, Never>]())
                    }
                    let parked = effect.map { [name] context in
                        ParkedWait(context: context, wait: context.tracker.park(
                            context.effect, reason: "\(name) call #\(callNumber), suspended until released"))
                    }
                    log.waiting.append(Waiting(callNumber: callNumber, continuation: continuation, parked: parked))
                    let count = log.waiting.count
                    let ready = log.arrivalWaiters.filter { $0.count <= count }.map(\.continuation)
                    log.arrivalWaiters.removeAll { $0.count <= count }
                    return (false, ready)
                }
                if cancelled { continuation.resume(throwing: CancellationError()) }
                for arrival in arrivals { arrival.resume() }
            }
        } onCancel: {
            let waiting = log.withLock { log -> Waiting? in
                if log.ignoresCancellation { return nil }
                if let index = log.waiting.firstIndex(where: { $0.callNumber == callNumber }) {
                    return log.waiting.remove(at: index)
                }
                log.cancelledBeforeWaiting.insert(callNumber)
                return nil
            }
            waiting?.resume(throwing: CancellationError())
        }
        log.withLock { _ = $0.cancelledBeforeWaiting.remove(callNumber) }
    }
}

/// What a ``UseCaseMock`` throws when it was not told how to answer.
public enum UseCaseMockError: Error, Equatable, CustomStringConvertible {
    case noResultProgrammed(mock: String, call: Int)

    public var description: String {
        switch self {
        case .noResultProgrammed(let mock, let call):
            "\(mock) was called (call #\(call)) but has no result programmed; pass results: [...] or call enqueue(_:)."
        }
    }
}
