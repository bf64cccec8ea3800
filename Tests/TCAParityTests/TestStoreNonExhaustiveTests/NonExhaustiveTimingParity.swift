import Testing
import ViewStateKit
import ViewStateStore
import ViewStateStoreTesting

/// TCA's TestStoreNonExhaustiveTests with effects that take time (TCA sleeps for real and gives
/// `receive` a timeout; here a ``ManualClock`` moves time), and the examples of Krzysztof
/// Zabłocki's post that TCA borrows.
@MainActor
@Suite struct NonExhaustiveTimingParity {
    enum Response: Equatable, Sendable { case tap, response1, response2 }

    /// `.tap` starts an effect that sends `first`, then `second`, 10 ms apart.
    static func twoLater(_ first: Response, _ second: Response, clock: ManualClock) -> Reduce<Int, Response> {
        Reduce { _, action in
            guard action == .tap else { return .none }
            return .run { send in
                try await clock.sleep(for: .milliseconds(10))
                await send(first)
                try await clock.sleep(for: .milliseconds(10))
                await send(second)
            }
        }
    }

    @Test func aNonExhaustiveReceivePassesOverAnEarlierActionOnceTimeHasPassed() async {
        let clock = ManualClock()
        let store = TestStore(initialState: 0) { Self.twoLater(.response1, .response2, clock: clock) }
        store.exhaustivity = .off
        await store.send(.tap)
        await clock.advance(by: .milliseconds(20))
        await store.receive(.response2)
    }

    @Test func aNonExhaustiveReceiveOfAnActionThatNeverComesFails() async {
        let clock = ManualClock()
        let store = TestStore(initialState: 0) { Self.twoLater(.response1, .response1, clock: clock) }
        store.exhaustivity = .off
        await store.send(.tap)
        await clock.advance(by: .milliseconds(20))
        var line = 0
        let failures = await recordFailures {
            line = #line; await store.receive(.response2)
        }
        #expect(failures == [RecordedFailure(line: line, """
            Expected to receive NonExhaustiveTimingParity.Response.response2, but no such action was received.
            No effect is running: the effect that would send it may have been cancelled, or may have finished \
            without sending it.
            """)])
    }

    @Test func aNonExhaustiveReceiveTwiceFindsBothMatches() async {
        let clock = ManualClock()
        let store = TestStore(initialState: 0) { Self.twoLater(.response2, .response2, clock: clock) }
        store.exhaustivity = .off
        await store.send(.tap)
        await clock.advance(by: .milliseconds(20))
        await store.receive(.response2)
        await store.receive(.response2)
    }

    @Test func assertingOneFieldOfASend() async {
        let store = TestStore(initialState: IdentityFeature.State()) { IdentityFeature(clock: ManualClock()) }
        store.exhaustivity = .off
        await store.send(.changeIdentity(name: "Marek", surname: "Ignored")) { $0.name = "Marek" }
    }

    @Test func assertingOnlyTheLastOfSeveralSends() async {
        let store = TestStore(initialState: IdentityFeature.State()) { IdentityFeature(clock: ManualClock()) }
        store.exhaustivity = .off
        await store.send(.changeIdentity(name: "Adam", surname: "Stern"))
        await store.send(.changeIdentity(name: "Piotr", surname: "Galiszewski"))
        await store.send(.changeIdentity(name: "Merowing", surname: "Info")) {
            $0.name = "Merowing"
            $0.surname = "Info"
        }
    }

    @Test func receivingOneOfTwoActionsSentAtOnceAfterADelay() async {
        let clock = ManualClock()
        let store = TestStore(initialState: IdentityFeature.State()) { IdentityFeature(clock: clock) }
        store.exhaustivity = .off
        await store.send(.advanceAgeAndMoodAfterDelay)
        await clock.advance(by: .seconds(1))
        await store.receive(.changeAge(34)) { $0.age = 34 }
        #expect(store.state.age == 34)
    }
}
