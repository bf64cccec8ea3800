import Testing
@testable import ViewStateKit

@Suite struct UseCaseMockTests {
    @Test func answersInOrderThenRepeatsTheLastResult() async throws {
        let mock = UseCaseMock<Int, String>(results: [.success("one"), .success("two")])
        #expect(try await mock(1) == "one")
        #expect(try await mock(2) == "two")
        #expect(try await mock(3) == "two")
        #expect(mock.calls == [1, 2, 3])
        #expect(mock.callCount == 3)
    }

    @Test func throwsTheProgrammedError() async {
        let mock = UseCaseMock<Int, String>(results: [.failure(Boom())])
        await #expect(throws: Boom.self) { try await mock(1) }
    }

    @Test func withoutResultsItFailsLoudlyAndSaysWhatToDo() async {
        let mock = UseCaseMock<Int, String>("Search.search")
        await #expect(throws: UseCaseMockError.noResultProgrammed(mock: "Search.search", call: 1)) { try await mock(1) }
        #expect(UseCaseMockError.noResultProgrammed(mock: "Search.search", call: 1).description
            == "Search.search was called (call #1) but has no result programmed; pass results: [...] or call enqueue(_:).")
    }

    @Test func enqueuedResultsFollowTheProgrammedOnes() async throws {
        let mock = UseCaseMock<Int, String>(results: [.success("one")])
        mock.enqueue(.success("two"))
        #expect(try await mock(1) == "one")
        #expect(try await mock(2) == "two")
    }

    @Test func suspendedCallWaitsUntilReleased() async throws {
        let mock = UseCaseMock<Int, String>(results: [.success("done")], suspended: true)
        let call = Task { try await mock(7) }
        await mock.waitForSuspendedCalls()
        #expect(mock.suspendedCallCount == 1)

        #expect(mock.releaseNextCall())
        #expect(try await call.value == "done")
        #expect(!mock.releaseNextCall())
    }

    @Test func cancelledSuspendedCallThrowsCancellation() async {
        let mock = UseCaseMock<Int, String>(results: [.success("done")], suspended: true)
        let call = Task { try await mock(7) }
        await mock.waitForSuspendedCalls()
        call.cancel()
        await #expect(throws: CancellationError.self) { try await call.value }
        #expect(mock.suspendedCallCount == 0)
    }

    @Test func latencyWaitsOnTheInjectedClock() async throws {
        let clock = ManualClock()
        let mock = UseCaseMock<Int, String>(results: [.success("late")], latency: .seconds(2), clock: clock)
        let call = Task { try await mock(1) }
        await clock.waitForSleepers()

        await clock.advance(by: .seconds(1))
        #expect(clock.sleeperCount == 1)
        await clock.advance(by: .seconds(1))
        #expect(clock.sleeperCount == 0)
        #expect(try await call.value == "late")
    }
}
