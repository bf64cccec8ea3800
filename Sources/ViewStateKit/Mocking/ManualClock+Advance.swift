extension ManualClock {
    /// Moves time forward by `duration`, one deadline at a time, letting the work each sleeper
    /// wakes settle before the next deadline.
    ///
    /// Each step moves ``now`` to the earliest deadline not past the target (equal deadlines in
    /// the order their sleeps began), wakes that one sleeper, and waits for what it woke to
    /// settle: a sleep registered meanwhile with a deadline within the target is woken in a later
    /// step of the same call. Then ``now`` becomes the target. So a repeating timer fires once
    /// per interval, and work that sleeps again after waking (a debounce, then a call with
    /// latency) is judged at the instant it would be in real time.
    ///
    /// ```swift
    /// let clock = ManualClock()
    /// let store = TestStore(initialState: TimerFeature.State()) { TimerFeature(clock: clock) }
    /// await store.send(.startTapped)          // the effect loops: sleep 1 s, send .tick
    /// await clock.advance(by: .seconds(3))
    /// await store.receive(.tick) { $0.ticks = 1 }
    /// await store.receive(.tick) { $0.ticks = 2 }
    /// await store.receive(.tick) { $0.ticks = 3 }
    /// ```
    ///
    /// **Settling.** When the sleeper is a store's effect — a test store's or a plain `Store`'s —
    /// the step waits until that store is settled again: every effect finished or parked on a
    /// ``ManualClock`` sleep or a suspended ``UseCaseMock`` call (under a test store, also: waiting
    /// on anything else, such as a stream). So it is exact and uses no wall-clock time: a plain
    /// store's 1 s timer advanced by 3 s ticks exactly 3 times, every run. An effect that, once
    /// woken, waits on something a plain store cannot see holds the step for at most
    /// ``storeSettleLimit`` (a safety bound), then the step moves on.
    ///
    /// Any other sleeper (a plain `Task`) cannot be followed, so settling is **best-effort**: the
    /// step yields (`Task.yield()`) until some task sleeps on this clock again, at most
    /// ``plainTaskYieldLimit`` times. A task that loops on the clock is caught each time it
    /// sleeps again; a task that finishes, or waits on something else first, may still be
    /// running when the next step starts. When that matters, advance in smaller steps with
    /// ``waitForSleepers(count:)`` in between, or await the task.
    ///
    /// Call it from the actor the store lives on (the main actor, as tests of a store are): the
    /// step looks at the store from there, after the effect's `send` has run.
    ///
    /// A negative duration does nothing. Do not advance one clock from two tasks at once.
    /// - Parameter isolation: the caller's actor, filled in for you (`#isolation`).
    public func advance(by duration: Duration, isolation: isolated (any Actor)? = #isolation) async {
        await advance(to: now.advanced(by: duration))
    }

    /// Moves time forward to `deadline` step by step, like ``advance(by:)``.
    ///
    /// ```swift
    /// await clock.advance(to: ManualClock.Instant(offset: .seconds(10)))
    /// clock.now.offset   // 10.0 seconds
    /// ```
    /// - Parameter isolation: the caller's actor, filled in for you (`#isolation`).
    public func advance(to deadline: Instant, isolation: isolated (any Actor)? = #isolation) async {
        while let sleeper = takeNextSleeper(dueBy: deadline) {
            await wakeAndSettle(sleeper)
        }
    }

    /// Advances, step by step like ``advance(by:)``, until nothing sleeps on the clock.
    ///
    /// A timer that never stops would keep this going forever, so after `maxSteps` wakes it
    /// stops and throws ``ManualClockError/sleepersRemainAfterMaxSteps(_:sleepers:nextDeadline:)``,
    /// leaving ``now`` at the last deadline reached.
    ///
    /// ```swift
    /// await store.send(.delayedTapped)        // sleeps 2 s, then sends .incrementTapped
    /// try await clock.run()
    /// await store.receive(.incrementTapped) { $0.count = 1 }
    /// ```
    ///
    /// On a timer that never stops, the error reads:
    ///
    /// ```text
    /// ManualClock.run() woke 1000 sleepers and 1 still sleeps (next deadline 1001.0 seconds): \
    /// a repeating timer never runs out. Cancel it first, advance by a fixed duration with \
    /// advance(by:), or pass a larger maxSteps.
    /// ```
    /// - Parameter isolation: the caller's actor, filled in for you (`#isolation`).
    public func run(maxSteps: Int = 1_000, isolation: isolated (any Actor)? = #isolation) async throws {
        var steps = 0
        while let deadline = nextDeadline {
            guard steps < maxSteps else {
                throw ManualClockError.sleepersRemainAfterMaxSteps(maxSteps, sleepers: sleeperCount, nextDeadline: deadline)
            }
            if let sleeper = takeNextSleeper(dueBy: deadline) {
                steps += 1
                await wakeAndSettle(sleeper)
            }
        }
    }

    /// How many times a step yields, at most, for a sleeper outside a test store to sleep again.
    /// A task that finishes instead costs the whole budget: about a millisecond per step.
    public static var plainTaskYieldLimit: Int { 1_000 }

    /// How long a step waits, at most, for a store's woken effects to settle: a safety bound
    /// for an effect that, once woken, waits on something the store cannot see. Settling itself
    /// never waits on a clock; a step that reaches this bound moves on.
    public static var storeSettleLimit: Duration { .seconds(5) }

    private func wakeAndSettle(_ sleeper: Sleeper, isolation: isolated (any Actor)? = #isolation) async {
        let registrationsBefore = registrations
        sleeper.wake()
        if let tracker = sleeper.parked?.context.tracker {
            await tracker.waitUntilSettled(within: Self.storeSettleLimit)
            return
        }
        for _ in 0..<Self.plainTaskYieldLimit where registrations == registrationsBefore {
            await Task.yield()
        }
    }
}
