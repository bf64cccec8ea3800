/// A clock whose time moves only when a test or preview says so: mocks and effects that wait
/// on it never really sleep, so their timing is exact and instant.
///
/// ```swift
/// let clock = ManualClock()
/// let search = UseCaseMock<String, [Item]>(results: [.success(items)], latency: .seconds(2), clock: clock)
/// let call = Task { try await search("swift") }
/// await clock.waitForSleepers(count: 1)
/// await clock.advance(by: .seconds(2))   // the call wakes now, two "seconds" later
/// ```
///
/// Time moves step by step (``advance(by:)``, ``advance(to:)``, ``run(maxSteps:)``): to each
/// deadline in turn, waking its sleeper and letting the woken work settle before the next, so a
/// timer advanced by three intervals fires three times.
public final class ManualClock: Clock, Sendable {
    /// A point on the manual clock: the time passed since it was created.
    public struct Instant: InstantProtocol, Hashable, Sendable {
        public let offset: Duration

        public init(offset: Duration) {
            self.offset = offset
        }

        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }
    }

    struct Sleeper {
        /// The registration order: among equal deadlines, the lower id wakes first.
        let id: Int
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
        /// Set when a test store's effect sleeps: it counts as parked until woken.
        let parked: ParkedWait?

        func wake(throwing error: (any Error)? = nil) {
            parked?.unpark()
            if let error { continuation.resume(throwing: error) } else { continuation.resume() }
        }
    }

    private struct Timeline {
        var now = Instant(offset: .zero)
        var sleepers: [Sleeper] = []
        var cancelledBeforeSleeping: Set<Int> = []
        var nextID = 0
        /// Counts sleeps registered, so a step can see that the woken work slept again.
        var registrations = 0
        var sleeperWaiters: [SleeperWaiter] = []
    }

    private let timeline = LockedValue(Timeline())

    public init() {}

    public var now: Instant { timeline.withLock { $0.now } }

    public var minimumResolution: Duration { .zero }

    /// How many tasks are sleeping on this clock now.
    public var sleeperCount: Int { timeline.withLock { $0.sleepers.count } }

    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let id = timeline.withLock { timeline -> Int? in
            guard deadline > timeline.now else { return nil }
            timeline.nextID += 1
            return timeline.nextID
        }
        guard let id else { return }
        let pending = PendingWaits.begin("a ManualClock sleep until \(deadline.offset)")
        defer { pending?.end() }
        let effect = EffectContext.current
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let (cancelled, waiters) = timeline.withLock { timeline in
                    if timeline.cancelledBeforeSleeping.remove(id) != nil {
                        return (true, [CheckedContinuation<Bool, Never>]())
                    }
                    let parked = effect.map { [weak clock = self] context in
                        ParkedWait(context: context, wait: context.tracker.park(
                            context.effect,
                            reason: "a ManualClock sleep until \(deadline.offset)",
                            remaining: { [weak clock] in clock.map { deadline.offset - $0.now.offset } }
                        ))
                    }
                    timeline.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation, parked: parked))
                    timeline.registrations += 1
                    return (false, Self.takeSatisfiedWaiters(&timeline))
                }
                if cancelled { continuation.resume(throwing: CancellationError()) }
                for waiter in waiters { waiter.resume(returning: true) }
            }
        } onCancel: {
            let sleeper = timeline.withLock { timeline -> Sleeper? in
                if let index = timeline.sleepers.firstIndex(where: { $0.id == id }) {
                    return timeline.sleepers.remove(at: index)
                }
                timeline.cancelledBeforeSleeping.insert(id)
                return nil
            }
            sleeper?.wake(throwing: CancellationError())
        }
    }

    /// Removes and returns the sleeper due first by `deadline` (ties: the first registered),
    /// moving `now` to its deadline; with none due, moves `now` to `deadline` and returns nil.
    func takeNextSleeper(dueBy deadline: Instant) -> Sleeper? {
        timeline.withLock { timeline in
            let due = timeline.sleepers.indices
                .filter { timeline.sleepers[$0].deadline <= deadline }
                .min { (timeline.sleepers[$0].deadline, timeline.sleepers[$0].id) < (timeline.sleepers[$1].deadline, timeline.sleepers[$1].id) }
            guard let due else {
                timeline.now = max(timeline.now, deadline)
                return nil
            }
            let sleeper = timeline.sleepers.remove(at: due)
            timeline.now = max(timeline.now, sleeper.deadline)
            return sleeper
        }
    }

    /// How many sleeps have been registered since the clock was made.
    var registrations: Int { timeline.withLock { $0.registrations } }

    /// The earliest deadline any sleeper waits for.
    var nextDeadline: Instant? { timeline.withLock { $0.sleepers.map(\.deadline).min() } }

    /// Returns `true` once at least `count` tasks are sleeping on this clock — or `false` after
    /// `limit` of real time (a safety bound: a test waiting for a sleep that never comes fails on
    /// its next expectation instead of hanging), printing what it waited for. Work that was only
    /// queued behind a busy main actor gets its turn first (see ``RealTimeBound``), so a loaded
    /// test run does not trip the bound.
    ///
    /// ```swift
    /// store.send(.startTapped)                  // a plain Store: its timer starts in a task
    /// await clock.waitForSleepers(count: 1)
    /// await clock.advance(by: .seconds(3))
    /// ```
    @discardableResult
    public func waitForSleepers(count: Int = 1, limit: Duration = .seconds(5)) async -> Bool {
        let id = timeline.withLock { timeline -> Int in
            timeline.nextID += 1
            return timeline.nextID
        }
        let bound = RealTimeBound(limit: limit) { [weak self] in
            guard let self else { return }
            let waiter = timeline.withLock { timeline -> SleeperWaiter? in
                guard let index = timeline.sleeperWaiters.firstIndex(where: { $0.id == id }) else { return nil }
                return timeline.sleeperWaiters.remove(at: index)
            }
            waiter?.continuation.resume(returning: false)
        }
        defer { bound.cancel() }
        let reached = await withCheckedContinuation { continuation in
            let ready = timeline.withLock { timeline -> Bool in
                if timeline.sleepers.count >= count { return true }
                timeline.sleeperWaiters.append(SleeperWaiter(id: id, count: count, continuation: continuation))
                return false
            }
            if ready { continuation.resume(returning: true) }
        }
        if !reached {
            RuntimeWarnings.report(
                "ManualClock.waitForSleepers(count: \(count)) gave up after \(limit): \(sleeperCount) task(s) sleep on the clock."
            )
        }
        return reached
    }

    struct SleeperWaiter {
        let id: Int
        let count: Int
        let continuation: CheckedContinuation<Bool, Never>
    }

    private static func takeSatisfiedWaiters(_ timeline: inout Timeline) -> [CheckedContinuation<Bool, Never>] {
        let sleeping = timeline.sleepers.count
        let ready = timeline.sleeperWaiters.filter { $0.count <= sleeping }.map(\.continuation)
        timeline.sleeperWaiters.removeAll { $0.count <= sleeping }
        return ready
    }
}
