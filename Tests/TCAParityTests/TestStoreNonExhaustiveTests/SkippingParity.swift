import Testing
import ViewStateKit
import ViewStateStore
import ViewStateStoreTesting

/// TCA's TestStoreNonExhaustiveTests on skipping: received actions and effects in flight,
/// strictly or not, and what a non-exhaustive store lets a test leave behind.
@MainActor
@Suite struct SkippingParity {
    nonisolated static let partial = TestStoreExhaustivity.off(showSkipped: true)

    @Test(arguments: [TestStoreExhaustivity.on, .off, partial])
    func skippingReceivedActionsMovesTheStateOnToTheLastOfThem(exhaustivity: TestStoreExhaustivity) async {
        let store = TestStore(initialState: 0) { NonExhaustiveFixtures.addingOne() }
        store.exhaustivity = exhaustivity
        await store.send(true) { $0 = 1 }
        #expect(store.state == 1)   // as of the send: the fed-back action is not yet received
        await store.skipReceivedActions(strict: false)
        #expect(store.state == 2)
    }

    @Test func strictlySkippingReceivedActionsWhenThereAreNoneFails() async {
        let store = TestStore(initialState: 0) { NonExhaustiveFixtures.addingOne() }
        await store.send(true) { $0 = 1 }
        await store.receive(false) { $0 = 2 }
        #expect(store.state == 2)
        var line = 0
        let failures = await recordFailures {
            line = #line; await store.skipReceivedActions(strict: true)
        }
        #expect(failures == [RecordedFailure(
            line: line,
            "skipReceivedActions() found no received action to skip. Remove the call, or pass strict: false."
        )])
    }

    @Test(arguments: [TestStoreExhaustivity.on, .off, partial])
    func skippingEffectsInFlightCancelsThem(exhaustivity: TestStoreExhaustivity) async {
        let clock = ManualClock()
        let store = TestStore(initialState: 0) { NonExhaustiveFixtures.sleeping(on: clock) }
        store.exhaustivity = exhaustivity
        let task = await store.send(true)
        #expect(!task.isCompleted)
        await store.skipInFlightEffects(strict: false)
        #expect(task.isCompleted)
        #expect(clock.sleeperCount == 0)
    }

    @Test func strictlySkippingEffectsWhenNoneIsInFlightFails() async {
        let store = TestStore(initialState: 0) { Reduce<Int, Bool> { _, _ in .run { _ in } } }
        let task = await store.send(true)
        await task.finish()
        var line = 0
        let failures = await recordFailures {
            line = #line; await store.skipInFlightEffects(strict: true)
        }
        #expect(failures == [RecordedFailure(
            line: line,
            "skipInFlightEffects() found no effect in flight to skip. Remove the call, or pass strict: false."
        )])
    }

    @Test(arguments: [TestStoreExhaustivity.off, partial])
    func aNonExhaustiveTestMayEndWithActionsUnreceived(exhaustivity: TestStoreExhaustivity) async {
        let failures = await recordFailures {
            let store = TestStore(initialState: 0) { NonExhaustiveFixtures.echoing() }
            store.exhaustivity = exhaustivity
            await store.send(true)
        }
        #expect(failures == [])
    }

    @Test(arguments: [TestStoreExhaustivity.off, partial])
    func aNonExhaustiveTestMayEndWithEffectsInFlight(exhaustivity: TestStoreExhaustivity) async {
        let clock = ManualClock()
        let failures = await recordFailures {
            let store = TestStore(initialState: 0) { NonExhaustiveFixtures.sleeping(on: clock) }
            store.exhaustivity = exhaustivity
            await store.send(true)
            await store.finish()
        }
        #expect(failures == [])
    }

    /// The same ending fails an exhaustive test: what the two tests above are allowed is not a
    /// store that never checks.
    @Test func anExhaustiveTestMayNotEndWithActionsUnreceived() async {
        let failures = await recordFailures {
            let store = TestStore(initialState: 0) { NonExhaustiveFixtures.echoing() }
            await store.send(true)
        }
        #expect(failures.map(\.message.first) == ["T"])
    }

    enum Login: Equatable, Sendable { case decrement, increment, loggedInResponse(Bool) }

    struct Session: Equatable, Sendable {
        var count = 0
        var isLoggedIn = false
    }

    static func session() -> Reduce<Session, Login> {
        Reduce { state, action in
            switch action {
            case .decrement:
                state.count -= 1
                return .none
            case .increment:
                state.count += 1
                return .send(.loggedInResponse(true))
            case .loggedInResponse(let response):
                state.isLoggedIn = response
                return .none
            }
        }
    }

    @Test func aNonExhaustiveSendSkipsTheActionsNotYetReceived() async {
        let store = TestStore(initialState: Session()) { Self.session() }
        store.exhaustivity = Self.partial
        await store.send(.increment) { $0.count = 1 }
        await store.send(.decrement) { $0.count = 0 }
        #expect(store.state == Session(count: 0, isLoggedIn: true))
    }

    @Test func aWrongAssertionOnAReceiveFailsEvenWhenNonExhaustive() async {
        let store = TestStore(initialState: Session()) { Self.session() }
        store.exhaustivity = Self.partial
        await store.send(.increment) { $0.count = 1 }
        var line = 0
        let failures = await recordFailures {
            line = #line; await store.receive(.loggedInResponse(true)) {
                $0.count = 2
                $0.isLoggedIn = true
            }
        }
        #expect(failures == [RecordedFailure(line: line, """
            The state after receive(SkippingParity.Login.loggedInResponse(true)) is not what the test expected:

            - expected
            + actual

              SkippingParity.Session(
            -   count: 2,
            +   count: 1,
                isLoggedIn: true
              )
            """)])
    }

    @Test func sendingSkipsUnreceivedActionsAndTheStateFollows() async {
        enum Action: Equatable, Sendable { case tap, response(Int) }
        let store = TestStore(initialState: 0) {
            Reduce<Int, Action> { state, action in
                switch action {
                case .tap:
                    state += 1
                    return .run { [state] send in await send(.response(state + 42)) }
                case .response(let number):
                    state = number
                    return .none
                }
            }
        }
        store.exhaustivity = .off
        await store.send(.tap)
        #expect(store.state == 1)    // as of the send; .response(43) waits
        await store.send(.tap)
        #expect(store.state == 44)   // .response(43) skipped, then + 1; .response(86) waits
        await store.skipReceivedActions()
        #expect(store.state == 86)
    }

    @Test func sendingTwiceWithResponsesUnreceivedIsAllowed() async {
        let store = TestStore(initialState: TwoResponses.State()) { TwoResponses() }
        store.exhaustivity = Self.partial
        await store.send(.onAppear)
        await store.send(.onAppear)
        #expect(store.state == TwoResponses.State())
        await store.skipReceivedActions()
        #expect(store.state == TwoResponses.State(count: 2, int: 42, string: "Hello"))
    }

    @Test func skippingEffectsAndActionsAtTheEndOfAPartlyCheckedTest() async {
        enum Action: Sendable { case buttonTapped, response(Int) }
        let clock = ManualClock()
        let store = TestStore(initialState: 0) {
            Reduce<Int, Action> { state, action in
                switch action {
                case .buttonTapped:
                    state += 1
                    return .run { send in
                        await send(.response(42))
                        try await clock.sleep(for: .seconds(1))
                        await send(.response(1729))
                    }
                case .response(let number):
                    state = number
                    return .none
                }
            }
        }
        store.exhaustivity = Self.partial
        await store.send(.buttonTapped)
        await clock.advance(by: .milliseconds(500))
        await store.send(.buttonTapped) { $0 = 43 }
        await clock.advance(by: .milliseconds(500))
        await store.skipInFlightEffects()
        await store.skipReceivedActions()
        #expect(store.state == 1729)   // the second .response(42), then the first effect's 1729
    }
}
