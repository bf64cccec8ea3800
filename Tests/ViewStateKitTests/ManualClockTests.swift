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
