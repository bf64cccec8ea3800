import Testing
@testable import ViewStateKit

/// ``ManualClock/waitForSleepers(count:limit:)`` never hangs.
@Suite struct ManualClockBoundTests {
    @Test func waitingForASleepThatNeverComesGivesUpAfterTheLimit() async {
        let clock = ManualClock()
        let reached = await clock.waitForSleepers(count: 1, limit: .milliseconds(20))
        #expect(!reached)
        #expect(RuntimeWarnings.wasPrinted(
            "ManualClock.waitForSleepers(count: 1) gave up after 0.02 seconds: 0 task(s) sleep on the clock."))
    }

    @Test func waitingForASleepThatComesReturnsTrue() async throws {
        let clock = ManualClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
        #expect(await clock.waitForSleepers(count: 1))
        await clock.advance(by: .seconds(1))
        try await sleeper.value
    }
}
