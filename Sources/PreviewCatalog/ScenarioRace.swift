import ViewStateKit

/// A scenario's task against its timer's: the first to finish answers, the other is cancelled.
/// A scenario that ignores cancellation is simply abandoned; nothing waits for it.
@MainActor
final class ScenarioRace<State: Sendable> {
    var continuation: CheckedContinuation<Result<State, ScenarioTimeout>, Never>?
    var work: Task<Void, Never>?
    var timer: Task<Void, Never>?

    /// Whether the race has a result already.
    var isFinished: Bool { continuation == nil }

    func finish(_ result: Result<State, ScenarioTimeout>) {
        guard let continuation else { return }
        self.continuation = nil
        if case .success = result { timer?.cancel() } else { work?.cancel() }
        continuation.resume(returning: result)
    }
}
