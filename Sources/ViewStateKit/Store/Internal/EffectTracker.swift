/// Follows the effects of one test store: which are running, which of those are *parked* —
/// waiting on something only the test can release (a ``ManualClock`` sleep, a suspended
/// ``UseCaseMock`` call) — and the errors they did not handle.
///
/// When every running effect is parked, nothing more can happen until the test acts: the store
/// is *settled*. A test store waits for that point after each `send` and before each `receive`,
/// so it knows every action the effects will send without ever looking at a wall clock.
///
/// Events wake those waiting in ``waitForChange(after:)``; ``generation`` counts them so a
/// waiter never misses one that happened between looking and waiting.
package final class EffectTracker: Sendable {
    package struct Running: Sendable {
        /// How the test names this effect ("Effect.run at Items/ItemsReducer.swift:31 …").
        package let label: String
        /// What it is waiting on, one entry per parked wait.
        package var waits: [Int: String] = [:]
        package var isParked: Bool { !waits.isEmpty }
    }

    private struct Table {
        var running: [Int: Running] = [:]
        var order: [Int] = []
        var errors: [String] = []
        var generation = 0
        var nextWaitID = 0
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let table = LockedValue(Table())

    package init() {}

    /// Whether every running effect is parked (true when none is running), and the event count
    /// to pass to ``waitForChange(after:)``.
    package var status: (isSettled: Bool, generation: Int) {
        table.withLock { table in
            (table.running.values.allSatisfy(\.isParked), table.generation)
        }
    }

    /// The effects running now, in the order they started.
    package var running: [Running] {
        table.withLock { table in table.order.compactMap { table.running[$0] } }
    }

    package func started(_ effect: Int, label: String) {
        change { $0.running[effect] = Running(label: label); $0.order.append(effect) }
    }

    package func finished(_ effect: Int) {
        change { table in
            table.running[effect] = nil
            table.order.removeAll { $0 == effect }
        }
    }

    /// Marks `effect` as waiting on `reason`; returns the wait's number for ``unpark(_:wait:)``.
    /// Call it while the wait is registered where the test can release it, and unpark before
    /// resuming the waiter, so the effect is never seen parked while it is already running.
    package func park(_ effect: Int, reason: String) -> Int {
        change { table in
            table.nextWaitID += 1
            table.running[effect]?.waits[table.nextWaitID] = reason
            return table.nextWaitID
        }
    }

    package func unpark(_ effect: Int, wait: Int) {
        change { $0.running[effect]?.waits[wait] = nil }
    }

    /// Counts an outside event (an action reduced) so waiters look again.
    package func noteEvent() {
        change { _ in }
    }

    package func recordError(_ message: String) {
        change { $0.errors.append(message) }
    }

    /// The errors recorded since the last call.
    package func takeErrors() -> [String] {
        table.withLock { table in
            defer { table.errors.removeAll() }
            return table.errors
        }
    }

    /// Returns once every running effect is parked or finished (see ``status``).
    package func waitUntilSettled() async {
        while true {
            let (isSettled, generation) = status
            if isSettled { return }
            await waitForChange(after: generation)
        }
    }

    /// Returns after the next event, or at once if one happened since `generation` was read.
    package func waitForChange(after generation: Int) async {
        await withCheckedContinuation { continuation in
            let ready = table.withLock { table -> Bool in
                if table.generation != generation { return true }
                table.waiters.append(continuation)
                return false
            }
            if ready { continuation.resume() }
        }
    }

    private func change<Result>(_ body: (inout Table) -> Result) -> Result {
        let (result, waiters) = table.withLock { table in
            let result = body(&table)
            table.generation += 1
            defer { table.waiters.removeAll() }
            return (result, table.waiters)
        }
        for waiter in waiters { waiter.resume() }
        return result
    }
}
