/// Follows the effects of one store: which are running, which of those are *parked* — waiting on
/// something only the test can release (a ``ManualClock`` sleep, a suspended ``UseCaseMock``
/// call) — and, under a test store, whether any effect code is runnable at all.
///
/// The store is *settled* when nothing more can happen until the test acts: every running
/// effect is parked, or — when the effects run on an ``EffectExecutor`` — no effect code is
/// queued or running (each effect is parked or waits on something the tracker cannot name,
/// such as an `AsyncStream` the test feeds; parked or not, an effect whose code is still
/// queued or running is not settled). A test store waits for that point after each step;
/// ``ManualClock`` waits for it after each wake-up.
///
/// Events wake those waiting in ``waitForChange(after:)``; ``generation`` counts them so a
/// waiter never misses one that happened between looking and waiting.
package final class EffectTracker: Sendable {
    /// One wait of a parked effect: what it is, and how long until it ends by itself (a clock
    /// sleep), if it does.
    package struct Wait: Sendable {
        package let description: String
        package let remaining: (@Sendable () -> Duration?)?
    }

    package struct Running: Sendable {
        package let id: Int
        /// How the test names this effect ("the effect at Items/ItemsReducer.swift:31, started by …").
        package let label: String
        /// The test store's number for the reduction whose action started the effect.
        package let origin: Int
        /// What it is waiting on, one entry per parked wait.
        package var waits: [Int: Wait] = [:]
        /// Whether its code has started running on the executor.
        var hasBegun = false
        package var isParked: Bool { !waits.isEmpty }

        /// The parked waits, oldest first.
        package var orderedWaits: [Wait] {
            waits.sorted { $0.key < $1.key }.map(\.value)
        }
    }

    private struct Table {
        var running: [Int: Running] = [:]
        var order: [Int] = []
        var generation = 0
        var nextWaitID = 0
        var usesExecutor = false
        var runnableJobs = 0
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let table = LockedValue(Table())

    package init() {}

    /// Whether the store is settled (see the type's summary), and the event count to pass to
    /// ``waitForChange(after:)``.
    package var status: (isSettled: Bool, generation: Int) {
        table.withLock { table in (Self.isSettled(table), table.generation) }
    }

    private static func isSettled(_ table: Table) -> Bool {
        guard table.usesExecutor else { return table.running.values.allSatisfy(\.isParked) }
        // On the executor, effect code queued or running is never settled, even when every
        // effect looks parked: a task an effect started (and that inherited its context) may
        // park it on a clock while the effect's own code still runs.
        return table.runnableJobs == 0 && table.running.values.allSatisfy(\.hasBegun)
    }

    /// The effects running now, in the order they started.
    package var running: [Running] {
        table.withLock { table in table.order.compactMap { table.running[$0] } }
    }

    /// Whether the effect numbered `effect` is still running.
    package func isRunning(_ effect: Int) -> Bool {
        table.withLock { $0.running[effect] != nil }
    }

    package func started(_ effect: Int, label: String, origin: Int) {
        change { $0.running[effect] = Running(id: effect, label: label, origin: origin); $0.order.append(effect) }
    }

    /// The effect's code runs on the executor now; until then it counts as runnable.
    package func began(_ effect: Int) {
        change { $0.running[effect]?.hasBegun = true }
    }

    package func finished(_ effect: Int) {
        change { table in
            table.running[effect] = nil
            table.order.removeAll { $0 == effect }
        }
    }

    /// From now on, "settled" also means "no effect code is runnable" (see ``EffectExecutor``).
    package func useExecutor() {
        change { $0.usesExecutor = true }
    }

    /// The executor queued a job of effect code.
    func jobEnqueued() {
        change { $0.runnableJobs += 1 }
    }

    /// The executor ran a job to its next suspension.
    func jobFinished() {
        change { $0.runnableJobs -= 1 }
    }

    /// Marks `effect` as waiting on `reason`; returns the wait's number for ``unpark(_:wait:)``.
    /// Call it while the wait is registered where the test can release it, and unpark before
    /// resuming the waiter, so the effect is never seen parked while it is already running.
    package func park(_ effect: Int, reason: String, remaining: (@Sendable () -> Duration?)? = nil) -> Int {
        change { table in
            table.nextWaitID += 1
            table.running[effect]?.waits[table.nextWaitID] = Wait(description: reason, remaining: remaining)
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

    /// Returns `true` once the store is settled (see ``status``), or `false` when `limit` of
    /// real time passes first — a safety bound (a ``RealTimeBound``, so a busy main actor cannot
    /// trip it): settling itself never waits on a clock.
    @discardableResult
    package func waitUntilSettled(within limit: Duration, isolation: isolated (any Actor)? = #isolation) async -> Bool {
        let before = status
        if before.isSettled {
            await Task.yield()   // see `waitUntil`: a `send` may be queued on this actor
            if status.generation == before.generation { return true }
        }
        let bound = RealTimeBound(limit: limit) { [weak self] in self?.noteEvent() }
        defer { bound.cancel() }
        return await waitUntil(bound) { $0.isSettled }
    }

    /// Returns `true` after the next event that leaves the store settled and satisfies
    /// `condition`, or `false` once `bound` has expired. The caller arranges an event when it
    /// expires (``RealTimeBound``'s `whenExpired`).
    package func waitUntil(
        _ bound: RealTimeBound,
        isolation: isolated (any Actor)? = #isolation,
        _ condition: ((isSettled: Bool, generation: Int)) -> Bool
    ) async -> Bool {
        while true {
            let current = status
            if condition(current) {
                // Settled by what the tracker sees, but effect code may still be queued on this
                // actor: an effect's `send`, which no executor counts — even with every effect
                // parked, since one task of an effect (a task group's child) can send while
                // another of its tasks sleeps. Go to the back of the actor's queue; if nothing
                // happened meanwhile, nothing was.
                await Task.yield()
                if status.generation == current.generation { return true }
                continue
            }
            if bound.hasExpired { return false }
            await waitForChange(after: current.generation)
        }
    }

    /// Returns after the next event, or at once if one happened since `generation` was read.
    /// Runs on the caller's actor: a test store looks from the main actor, after any effect code
    /// already queued there (an effect's `send`).
    package func waitForChange(after generation: Int, isolation: isolated (any Actor)? = #isolation) async {
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
