import Foundation
import Testing
@testable import ViewStateKit

/// A real-time safety bound must not give up on work that was only waiting its turn behind a
/// busy main actor: in a test run, `@MainActor` tests hold the main actor for seconds at a time.
@Suite struct RealTimeBoundTests {
    @Test func workQueuedOnABusyMainActorRunsBeforeTheBoundExpires() async {
        let queuedWorkRan = LockedValue(false)
        let ranBeforeExpiry = await withCheckedContinuation { (done: CheckedContinuation<Bool, Never>) in
            Task { @MainActor in
                let bound = RealTimeBound(limit: .milliseconds(10)) { done.resume(returning: queuedWorkRan.current) }
                Task { @MainActor in queuedWorkRan.withLock { $0 = true } }  // queued behind this job
                usleep(100_000)  // the main actor stays busy ten times the limit
                #expect(!bound.hasExpired)
            }
        }
        #expect(ranBeforeExpiry)
    }

    @Test func anIdleBoundExpiresAfterItsLimit() async {
        let start = ContinuousClock.now
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            _ = RealTimeBound(limit: .milliseconds(20)) { done.resume() }
        }
        #expect(ContinuousClock.now - start >= .milliseconds(20))
    }

    @Test func aCancelledBoundNeverExpires() async throws {
        let expired = LockedValue(false)
        let bound = RealTimeBound(limit: .milliseconds(5)) { expired.withLock { $0 = true } }
        bound.cancel()
        try await Task.sleep(for: .milliseconds(50))
        #expect(!bound.hasExpired)
        #expect(!expired.current)
    }

    @MainActor
    @Test func aSleepQueuedBehindABusyMainActorIsStillWaitedFor() async {
        let clock = ManualClock()
        let sleeper = Task { @MainActor in try? await clock.sleep(for: .seconds(1)) }  // queued behind this test
        let waiting = Task.detached { await clock.waitForSleepers(count: 1, limit: .milliseconds(20)) }
        usleep(150_000)  // the main actor is busy well past the limit
        #expect(await waiting.value)
        sleeper.cancel()
        await sleeper.value
    }
}
