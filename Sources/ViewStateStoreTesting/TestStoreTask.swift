import ViewStateKit
import ViewStateStore
import ViewStateTesting

/// What a ``TestStore``'s `send` returns: the effects the action started, to wait for or cancel.
///
/// ```swift
/// let task = await store.send(.refreshPulled) { $0.isRefreshing = true }
/// await clock.advance(by: .seconds(1))
/// await store.receive(.refreshed) { $0.isRefreshing = false }
/// await task.finish()
/// ```
///
/// Unlike a plain store's ``StoreTask``, ``finish(fileID:filePath:line:column:)`` never hangs:
/// an effect that can only go on when the test acts (a ``ManualClock`` sleep, a suspended
/// ``UseCaseMock`` call) fails it at once, and one waiting on something the test store cannot
/// see fails it after ``TestStore/timeout``.
@MainActor
public struct TestStoreTask: Sendable {
    /// The plain store's task for the same effects.
    public let task: StoreTask
    let isFinished: @MainActor () -> Bool
    let waitForFinish: @MainActor (CallerLocation) async -> Void
    let waitForCancel: @MainActor (CallerLocation) async -> Void

    init<State, Action>(task: StoreTask, testStore: TestStore<State, Action>, location: CallerLocation) {
        self.task = task
        let effects = task.effectIDs
        let tracker = testStore.tracker
        self.isFinished = { !effects.contains(where: tracker.isRunning) }
        self.waitForFinish = { [weak testStore] finishLocation in
            await testStore?.waitForTask(effects: effects, at: finishLocation)
        }
        self.waitForCancel = { [weak testStore] cancelLocation in
            await testStore?.waitForCancelledTask(effects: effects, at: cancelLocation)
        }
    }

    /// Whether the action started any async work.
    public var hasEffects: Bool { task.hasEffects }

    /// Whether every effect of this task has finished.
    public var isCompleted: Bool { isFinished() }

    /// Waits until every effect of this task has finished. Fails instead of waiting forever:
    ///
    /// ```text
    /// task.finish() cannot return: this effect is still running and only goes on when the test acts:
    ///   • the effect at Timer/TickerFeature.swift:75, started by TickerFeature.Action.startTapped \
    /// (waiting on a ManualClock sleep until 1.0 seconds)
    /// Next wake-up in 1 s: advance the clock at least that far.
    /// Advance the clock or release what it waits on before awaiting finish(), or cancel the task.
    /// ```
    public func finish(fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) async {
        await waitForFinish(CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Cancels every effect of this task and returns once they have stopped, so a test may end
    /// right after it (TCA's `await task.cancel()`). An effect that ignores cancellation is given
    /// the same bounds as a step, then reported if still running when the test ends.
    public func cancel(fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) async {
        task.cancel()
        await waitForCancel(CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}

extension TestStore {
    /// Waits until none of `effects` runs; fails, naming them, when they can only go on once
    /// the test acts, or after ``timeout`` when they wait on something the store cannot see.
    func waitForTask(effects: [Int], at location: CallerLocation) async {
        let pending = { [tracker] in tracker.running.filter { effects.contains($0.id) } }
        await settle(at: location)
        if pending().contains(where: { !$0.isParked }) {
            await waitForUnseenWaits { _ in pending().allSatisfy(\.isParked) }
            reportWarnings(at: location)
        }
        let stuck = pending()
        guard !stuck.isEmpty else { return }
        let names = stuck.map { "  • \(Self.describe($0))" }.joined(separator: "\n")
        reportFailure(
            "task.finish() cannot return: \(stuck.count == 1 ? "this effect is" : "these effects are") still running "
                + "and only go\(stuck.count == 1 ? "es" : "") on when the test acts:\n\(names)\n"
                + (Self.nextWakeUpHint(stuck).map { $0 + "\n" } ?? "")
                + "Advance the clock or release what it waits on before awaiting finish(), or cancel the task.",
            at: location
        )
    }

    /// Waits until none of `effects` runs after they were cancelled: they only have to notice,
    /// so the bound is generous (as for ``skipInFlightEffects(strict:fileID:filePath:line:column:)``).
    func waitForCancelledTask(effects: [Int], at location: CallerLocation) async {
        let isPending = { [tracker] in tracker.running.contains { effects.contains($0.id) } }
        await settle(at: location, within: max(timeout * 10, .seconds(5)))
        if isPending() {
            await waitForUnseenWaits { _ in !isPending() }
        }
    }
}
