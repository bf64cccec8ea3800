import Testing
import ViewStateKit
import ViewStateStore
import ViewStateStoreTesting

/// TCA's TestStoreFailureTests: each mistake a test can make fails at the step that made it,
/// saying what went wrong and what to do.
@MainActor
@Suite struct TestStoreFailureParity {
    enum Pair: Equatable, Sendable { case first, second }

    /// `.first` feeds back `.second`; `.second` adds `increment` to the state.
    static func pair(increment: Int = 0) -> Reduce<Int, Pair> {
        Reduce { state, action in
            switch action {
            case .first: return .send(.second)
            case .second:
                state += increment
                return .none
            }
        }
    }

    struct Count: Equatable, Sendable { var count = 0 }

    static func counting() -> Reduce<Count, Int> {
        Reduce { state, _ in
            state.count += 1
            return .none
        }
    }

    @Test func aClosureThatChangesNothingFailsAtItsSendAndItsReceive() async {
        let store = TestStore(initialState: 0) { Self.pair() }
        var lines: [Int] = []
        let failures = await recordFailures {
            lines.append(#line); await store.send(.first) { _ = $0 }
            lines.append(#line); await store.receive(.second) { _ = $0 }
        }
        #expect(failures == [
            RecordedFailure(line: lines[0], """
                send(TestStoreFailureParity.Pair.first) did not change the state, yet the test passed a closure \
                asserting a change. Remove the closure if no change is expected.
                """),
            RecordedFailure(line: lines[1], """
                receive(TestStoreFailureParity.Pair.second) did not change the state, yet the test passed a closure \
                asserting a change. Remove the closure if no change is expected.
                """),
        ])
    }

    @Test func aChangeOtherThanTheOneAssertedFailsWithADiff() async {
        let store = TestStore(initialState: Count()) { Self.counting() }
        var line = 0
        let failures = await recordFailures {
            line = #line; await store.send(1) { $0.count = 0 }
        }
        #expect(failures == [RecordedFailure(line: line, """
            The state after send(1) is not what the test expected:

            - expected
            + actual

              TestStoreFailureParity.Count(
            -   count: 0
            +   count: 1
              )
            """)])
    }

    @Test func aChangeOnSendWithoutAClosureFails() async {
        let store = TestStore(initialState: Count()) { Self.counting() }
        var line = 0
        let failures = await recordFailures {
            line = #line; await store.send(1)
        }
        #expect(failures == [RecordedFailure(line: line, """
            send(1) changed the state, but the test asserted no change. Pass a closure that makes the change, \
            such as { $0.field = … }:

            - expected
            + actual

              TestStoreFailureParity.Count(
            -   count: 0
            +   count: 1
              )
            """)])
    }

    @Test func aChangeOnReceiveWithoutAClosureFails() async {
        let store = TestStore(initialState: 0) { Self.pair(increment: 1) }
        var line = 0
        let failures = await recordFailures {
            await store.send(.first)
            line = #line; await store.receive(.second)
        }
        #expect(failures == [RecordedFailure(line: line, """
            receive(TestStoreFailureParity.Pair.second) changed the state, but the test asserted no change. \
            Pass a closure that makes the change, such as { $0.field = … }:

            - expected
            + actual

            - 0
            + 1
            """)])
    }

    /// TCA's `testReceivedActionBeforeFinish`: the test store is still held, and `finish()`
    /// reports what was received and not asserted, at the `finish()`.
    @Test func anActionLeftUnassertedFailsAtFinish() async {
        let store = TestStore(initialState: 0) { Self.pair() }
        await store.send(.first)
        var line = 0
        let failures = await recordFailures {
            line = #line; await store.finish()
        }
        #expect(failures == [RecordedFailure(line: line, """
            The store received 1 action the test did not assert:
              • TestStoreFailureParity.Pair.second
            Assert each with receive(_:), call skipReceivedActions(), or set exhaustivity = .off to check only \
            what the test asserts.
            """)])
    }

    /// TCA reports this at the line that made the test store; ViewStateKit at the last step the
    /// test took, after which the `receive` is missing (see PARITY.md).
    @Test func anActionLeftUnassertedFailsWhenTheTestStoreGoesAway() async {
        var line = 0
        let failures = await recordFailures {
            let store = TestStore(initialState: 0) { Self.pair() }
            line = #line; await store.send(.first)
        }
        #expect(failures == [RecordedFailure(line: line, """
            The store received 1 action the test did not assert:
              • TestStoreFailureParity.Pair.second
            Assert each with receive(_:), call skipReceivedActions(), or set exhaustivity = .off to check only \
            what the test asserts.
            """)])
    }

    @Test func anEffectStillRunningFailsAtTheSendThatStartedIt() async {
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        defer { continuation.finish() }
        let effectLine = #line + 4
        var sendLine = 0
        let failures = await recordFailures {
            let store = TestStore(initialState: 0) {
                Reduce<Int, Pair> { _, _ in .run { _ in for await _ in stream {} } }
            }
            sendLine = #line; await store.send(.first)
        }
        #expect(failures == [RecordedFailure(line: sendLine, """
            An effect started here is still running at the end of the test: the effect at \
            TCAParityTests/TestStoreFailureParity.swift:\(effectLine), started by TestStoreFailureParity.Pair.first \
            (waiting on something the test store cannot see: not a ManualClock sleep or a suspended UseCaseMock call).
            Advance the clock or release what it waits on and receive what it sends, cancel it in the reducer, \
            call skipInFlightEffects(), or set exhaustivity = .off to check only what the test asserts.
            """)])
    }

    @Test func sendingWithAReceivedActionUnassertedFailsAndKeepsItReceivable() async {
        let store = TestStore(initialState: 0) { Self.pair() }
        await store.send(.first)
        var line = 0
        let failures = await recordFailures {
            line = #line; await store.send(.first)
        }
        await store.receive(.second)
        await store.receive(.second)
        #expect(failures == [RecordedFailure(line: line, """
            Sending TestStoreFailureParity.Pair.first with 1 received action not yet asserted:
              • TestStoreFailureParity.Pair.second
            Assert them with receive(_:) before sending, or call skipReceivedActions(). They stay receivable.
            """)])
    }

    @Test func receivingWhenNothingCameFails() async {
        let store = TestStore(initialState: 0) { Reduce<Int, Pair> { _, _ in .none } }
        var line = 0
        let failures = await recordFailures {
            line = #line; await store.receive(.first)
        }
        #expect(failures == [RecordedFailure(line: line, """
            Expected to receive TestStoreFailureParity.Pair.first, but no action was received.
            No effect is running: the effect that would send it may have been cancelled, or may have finished \
            without sending it.
            """)])
    }

    /// One failure, for the action: the state change belongs to an action the test did not
    /// expect, so it is not checked as well.
    @Test func receivingAnotherActionFailsOnceWithBoth() async {
        let store = TestStore(initialState: 0) { Self.pair(increment: 1) }
        await store.send(.first)
        var line = 0
        let failures = await recordFailures {
            line = #line; await store.receive(.first)
        }
        #expect(failures == [RecordedFailure(line: line, """
            Received an action other than the one expected:

            - expected
            + received

            - TestStoreFailureParity.Pair.first
            + TestStoreFailureParity.Pair.second
            """)])
        #expect(store.state == 1)
    }

    struct SomeError: Error {}

    @Test func anAssertionClosureThatThrowsFails() async {
        let store = TestStore(initialState: 0) { Reduce<Int, Pair> { _, _ in .none } }
        var line = 0
        let failures = await recordFailures {
            line = #line; await store.send(.first) { _ in throw SomeError() }
        }
        #expect(failures == [RecordedFailure(
            line: line,
            "The closure asserting the state for send(TestStoreFailureParity.Pair.first) threw an error: SomeError()"
        )])
    }

    @Test func aClosureThatChangesNothingFailsForBooleanActionsToo() async {
        let store = TestStore(initialState: 0) {
            Reduce<Int, Bool> { _, action in action ? .send(false) : .none }
        }
        await store.send(true)
        await store.receive(false)
        var lines: [Int] = []
        let failures = await recordFailures {
            lines.append(#line); await store.send(true) { $0 = 0 }
            lines.append(#line); await store.receive(false) { $0 = 0 }
        }
        #expect(failures.map(\.line) == lines)
        #expect(failures.allSatisfy { $0.message.contains("did not change the state, yet the test passed a closure") })
    }
}
