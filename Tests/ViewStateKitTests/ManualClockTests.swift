import Testing
@testable import ViewStateKit

@Suite struct ManualClockTests {
    @Test func sleepersWakeInDeadlineOrderWhenTimeReachesThem() async throws {
        let clock = ManualClock()
        let woken = LockedValue<[Int]>([])
        let late = Task { try await clock.sleep(for: .seconds(5)); woken.withLock { $0.append(5) } }
        let early = Task { try await clock.sleep(for: .seconds(1)); woken.withLock { $0.append(1) } }
        await clock.waitForSleepers(count: 2)

        await clock.advance(by: .seconds(1))
        try await early.value
        #expect(woken.current == [1])
        await clock.advance(by: .seconds(4))
        try await late.value
        #expect(woken.current == [1, 5])
        #expect(clock.now == ManualClock.Instant(offset: .seconds(5)))
    }

    @Test func aDeadlineInThePastDoesNotSleep() async throws {
        let clock = ManualClock()
        await clock.advance(by: .seconds(3))
        try await clock.sleep(until: ManualClock.Instant(offset: .seconds(1)))
        #expect(clock.sleeperCount == 0)
    }

    @Test func cancellingASleeperWakesItWithCancellation() async {
        let clock = ManualClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(60)) }
        await clock.waitForSleepers()
        sleeper.cancel()
        await #expect(throws: CancellationError.self) { try await sleeper.value }
        #expect(clock.sleeperCount == 0)
    }
}

@Suite struct ManualClockAdvanceTests {
    @Test func aPlainTaskSleepingInALoopWakesOncePerInterval() async {
        let clock = ManualClock()
        let ticks = LockedValue(0)
        let timer = Task {
            while true {
                try await clock.sleep(for: .seconds(1))
                ticks.withLock { $0 += 1 }
            }
        }
        await clock.waitForSleepers()
        await clock.advance(by: .seconds(3))
        #expect(ticks.current == 3)
        #expect(clock.sleeperCount == 1)
        timer.cancel()
    }

    @Test func sleepersWithEqualDeadlinesWakeOneAtATimeInTheOrderTheySlept() async {
        let clock = ManualClock()
        let log = LockedValue<[String]>([])
        var tasks: [Task<Void, any Error>] = []
        for name in ["a", "b", "c"] {
            tasks.append(Task {
                try await clock.sleep(until: .init(offset: .seconds(1)))
                log.withLock { $0.append("\(name) saw \(clock.sleeperCount) sleeping") }
                try await clock.sleep(until: .init(offset: .seconds(100)))
            })
            await clock.waitForSleepers(count: tasks.count)
        }
        await clock.advance(by: .seconds(1))
        // Each woke alone: the other two were still asleep (the earlier ones asleep again).
        #expect(log.current == ["a saw 2 sleeping", "b saw 2 sleeping", "c saw 2 sleeping"])
        for task in tasks { task.cancel() }
    }

    @Test func aSleeperCancelledDuringAnAdvanceNeverWakes() async {
        let clock = ManualClock()
        let late = Task { try await clock.sleep(for: .seconds(2)) }
        await clock.waitForSleepers(count: 1)
        let canceller = Task {
            try await clock.sleep(for: .seconds(1))
            late.cancel()
            try await clock.sleep(for: .seconds(100))
        }
        await clock.waitForSleepers(count: 2)
        await clock.advance(by: .seconds(3))
        await #expect(throws: CancellationError.self) { try await late.value }
        canceller.cancel()
    }

    @Test func runWithoutSleepersReturnsAtOnce() async throws {
        let clock = ManualClock()
        try await clock.run()
        #expect(clock.now == ManualClock.Instant(offset: .zero))
    }

    @Test func theStepCapErrorSaysWhatToDoNext() {
        let error = ManualClockError.sleepersRemainAfterMaxSteps(1000, sleepers: 1, nextDeadline: .init(offset: .seconds(1001)))
        #expect(error.description == """
            ManualClock.run() woke 1000 sleepers and 1 still sleeps (next deadline 1001.0 seconds): \
            a repeating timer never runs out. Cancel it first, advance by a fixed duration with \
            advance(by:), or pass a larger maxSteps.
            """)
    }
}
