import Testing
import ViewStateKit
@testable import ViewStateStore
import ViewStateStoreTesting

/// TCA's `TaskCancellationTests`: `withTaskCancellation(id:)` makes async work cancellable by id
/// outside a store, and leaves nothing registered once the work ends or is cancelled; here also
/// inside a store's effect, where the id is the store's.
@MainActor
@Suite struct TaskCancellationParity {
    /// Each test's own id type, so tests running at once never share an id in the process's table.
    private enum FirstID: Hashable, Sendable { case task }
    private enum SecondID: Hashable, Sendable { case task }
    private enum ThirdID: Hashable, Sendable { case task }

    /// Waits, boundedly, until `count` tasks run under `id`.
    private func waitUntil(_ count: Int, runUnder id: some Hashable & Sendable) async -> Bool {
        for _ in 0..<100_000 where TaskCancellations.count(under: id) != count {
            await Task.yield()
        }
        return TaskCancellations.count(under: id) == count
    }

    @Test func workStartedOutsideAStoreIsCancelledByItsID() async {
        let (started, continuation) = AsyncStream.makeStream(of: Void.self)
        let task = Task {
            try await withTaskCancellation(id: FirstID.task) {
                continuation.yield()
                continuation.finish()
                try await ReducerParity.waitForever()
            }
        }
        for await _ in started {}
        Task.cancel(id: FirstID.task)
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(TaskCancellations.count(under: FirstID.task) == 0)
    }

    @Test func cancellingTheAwaitingTaskCancelsTheWorkAndUnregistersIt() async {
        let task = Task {
            try await withTaskCancellation(id: SecondID.task) {
                try await ReducerParity.waitForever()
            }
        }
        #expect(await waitUntil(1, runUnder: SecondID.task))
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(TaskCancellations.count(under: SecondID.task) == 0)
    }

    @Test func cancelInFlightCancelsTheEarlierWorkUnderTheID() async throws {
        let first = Task {
            try await withTaskCancellation(id: ThirdID.task) {
                try await ReducerParity.waitForever()
            }
        }
        #expect(await waitUntil(1, runUnder: ThirdID.task))
        let second = try await withTaskCancellation(id: ThirdID.task, cancelInFlight: true) { 42 }
        #expect(second == 42)
        await #expect(throws: CancellationError.self) { try await first.value }
        #expect(TaskCancellations.count(under: ThirdID.task) == 0)
    }

    /// Waits inside an effect under `CancelID.step`, then reports whether it was cancelled.
    struct Stepper: Reducer {
        enum Action: Equatable, Sendable { case start, stop, finished(cancelled: Bool) }
        enum CancelID { case step }

        func reduce(into state: inout [Bool], action: Action) -> Effect<Action> {
            switch action {
            case .start:
                return .run { send in
                    do {
                        try await withTaskCancellation(id: CancelID.step) { try await ReducerParity.waitForever() }
                        await send(.finished(cancelled: false))
                    } catch {
                        await send(.finished(cancelled: true))
                    }
                }
            case .stop:
                return .cancel(id: CancelID.step)
            case .finished(let cancelled):
                state.append(cancelled)
                return .none
            }
        }
    }

    /// Inside an effect the id is the store's: the reducer's `.cancel(id:)` stops the step, and
    /// the effect goes on to send what it likes.
    @Test func insideAnEffectTheReducersCancelStopsTheStepAndTheEffectGoesOn() async {
        let store = TestStore(initialState: [Bool]()) { Stepper() }
        await store.send(.start)
        await store.send(.stop)
        await store.receive(.finished(cancelled: true)) { $0 = [true] }
        #expect(TaskCancellations.count(under: Stepper.CancelID.step) == 0, "a store's ids never enter the process's table")
    }
}
