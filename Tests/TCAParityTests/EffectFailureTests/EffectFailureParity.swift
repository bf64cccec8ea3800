import Testing
import ViewStateKit
import ViewStateStore
import ViewStateStoreTesting

/// TCA's `EffectFailureTests`: a `.run` effect that throws an error it did not handle fails the
/// test, naming where the effect was made and the error.
@MainActor
@Suite struct EffectFailureParity {
    struct Unexpected: Error {}

    @Test func anUnhandledErrorInARunEffectFailsNamingTheEffectAndTheError() async {
        var effectLine = 0
        let store = TestStore(initialState: 0) {
            Reduce<Int, Tap> { _, _ in
                effectLine = #line; return .run { _ in throw Unexpected() }
            }
        }
        var line = 0
        let failures = await recordFailures {
            line = #line; await store.send(.tap)
        }
        #expect(failures == [RecordedFailure(line: line, """
            An effect created at TCAParityTests/EffectFailureParity.swift:\(effectLine) threw an error it did not \
            handle: Unexpected(). Pass catch: to .run to turn errors into actions.
            """)])
    }
}
