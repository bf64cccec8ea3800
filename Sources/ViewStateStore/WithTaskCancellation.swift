import ViewStateKit

/// Runs `operation` so that `Task.cancel(id:)` can cancel it: TCA's `withTaskCancellation`, for
/// async work that is not an effect of its own — a step inside an effect, or work outside any
/// store.
///
/// ```swift
/// enum CancelID { case download }
///
/// let data = try await withTaskCancellation(id: CancelID.download, cancelInFlight: true) {
///     try await client.download(url)
/// }
/// // elsewhere: Task.cancel(id: CancelID.download) — the download throws CancellationError
/// ```
///
/// Inside a store's effect the id belongs to that store, in the effect's scope, as
/// ``Effect/cancellable(id:cancelInFlight:)`` ids do: the reducer's `.cancel(id:)` and
/// `Task.cancel(id:)` in its effects reach the work, and so does removing the element or
/// dismissing the child whose effect started it. Outside any store the id is the process's:
/// `Task.cancel(id:)` called outside a store's effect reaches it.
///
/// With `cancelInFlight`, work already running under `id` is cancelled first. Cancelling the
/// task that awaits this call cancels the work too. `operation` runs in a task of its own; a
/// cancelled `operation` ends the way it ends when its task is cancelled (most async calls throw
/// `CancellationError`), and this call returns or throws what it did.
public func withTaskCancellation<Value: Sendable>(
    id: some Hashable & Sendable,
    cancelInFlight: Bool = false,
    operation: @escaping @Sendable () async throws -> Value
) async throws -> Value {
    let outcome = LockedValue<Result<Value, any Error>?>(nil)
    let body: @Sendable () async -> Void = {
        let result: Result<Value, any Error>
        do {
            result = .success(try await operation())
        } catch {
            result = .failure(error)
        }
        outcome.withLock { $0 = result }
    }
    let (task, remove) = if let canceller = EffectCanceller.current {
        canceller.start(body, id: EffectID(id), cancelInFlight: cancelInFlight)
    } else {
        TaskCancellations.start(body, id: EffectID(id), cancelInFlight: cancelInFlight)
    }
    defer { remove() }
    await withTaskCancellationHandler {
        await task.value
    } onCancel: {
        task.cancel()
    }
    guard let result = outcome.current else { throw CancellationError() }
    return try result.get()
}
