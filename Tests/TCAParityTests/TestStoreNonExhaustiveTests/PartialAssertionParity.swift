import Testing
import ViewStateKit
import ViewStateStore
import ViewStateStoreTesting

/// TCA's TestStoreNonExhaustiveTests on partial assertions: a closure that checks some fields,
/// receives that skip, receiving by case.
@MainActor
@Suite struct PartialAssertionParity {
    nonisolated static let partial = TestStoreExhaustivity.off(showSkipped: true)

    @Test(arguments: [TestStoreExhaustivity.off, partial])
    func aNonExhaustiveSendChecksOnlyTheFieldsTheClosureSets(exhaustivity: TestStoreExhaustivity) async {
        let failures = await recordFailures {
            let store = TestStore(initialState: ParityCounter.State()) { ParityCounter() }
            store.exhaustivity = exhaustivity
            await store.send(.increment) { $0.count = 1 }
            await store.send(.increment) { $0.isEven = true }
            await store.send(.increment) {
                $0.count = 3
                $0.isEven = false
            }
        }
        #expect(failures == [])
    }

    @Test func aWrongFieldFailsANonExhaustiveSend() async {
        let store = TestStore(initialState: ParityCounter.State()) { ParityCounter() }
        store.exhaustivity = Self.partial
        var line = 0
        let failures = await recordFailures {
            line = #line; await store.send(.increment) { $0.count = 0 }
        }
        #expect(failures == [RecordedFailure(line: line, """
            The state after send(ParityCounter.Action.increment) is not what the test expected:

            - expected
            + actual

              ParityCounter.State(
            -   count: 0,
            +   count: 1,
                isEven: false
              )
            """)])
    }

    @Test func sendsWithoutClosuresAndOneAtTheEnd() async {
        let store = TestStore(initialState: ParityCounter.State()) { ParityCounter() }
        store.exhaustivity = Self.partial
        await store.send(.increment)
        #expect(store.state == ParityCounter.State(count: 1, isEven: false))
        await store.send(.increment)
        #expect(store.state == ParityCounter.State(count: 2, isEven: true))
        await store.send(.increment) { $0.count = 3 }
        #expect(store.state == ParityCounter.State(count: 3, isEven: false))
    }

    @Test func aNonExhaustiveReceiveChecksOnlyTheFieldsTheClosureSets() async {
        let store = TestStore(initialState: TwoResponses.State()) { TwoResponses() }
        store.exhaustivity = Self.partial
        await store.send(.onAppear)
        #expect(store.state == TwoResponses.State())
        await store.receive(.response1(42)) { $0.int = 42 }
        #expect(store.state == TwoResponses.State(count: 1, int: 42, string: ""))
        await store.receive(.response2("Hello")) { $0.string = "Hello" }
        #expect(store.state == TwoResponses.State(count: 2, int: 42, string: "Hello"))
    }

    @Test func aNonExhaustiveReceiveSkipsTheActionsBeforeTheOneItNames() async {
        let store = TestStore(initialState: TwoResponses.State()) { TwoResponses() }
        store.exhaustivity = Self.partial
        await store.send(.onAppear)
        #expect(store.state == TwoResponses.State())
        await store.receive(.response2("Hello")) {
            $0.count = 2
            $0.string = "Hello"
        }
        #expect(store.state == TwoResponses.State(count: 2, int: 42, string: "Hello"))
    }

    // Receiving by case: an ``ActionPath`` stands for TCA's case key path (`\.response1`).

    @Test(arguments: [TestStoreExhaustivity.off, partial])
    func aNonExhaustiveReceiveByCase(exhaustivity: TestStoreExhaustivity) async {
        let store = TestStore(initialState: TwoResponses.State()) { TwoResponses() }
        store.exhaustivity = exhaustivity
        await store.send(.onAppear)
        await store.receive(TwoResponses.response1) { $0.int = 42 }
        await store.receive(TwoResponses.response2) { $0.string = "Hello" }
        #expect(store.state == TwoResponses.State(count: 2, int: 42, string: "Hello"))
    }

    @Test func anExhaustiveReceiveByCase() async {
        let store = TestStore(initialState: TwoResponses.State()) { TwoResponses() }
        await store.send(.onAppear)
        await store.receive(TwoResponses.response1) {
            $0.count = 1
            $0.int = 42
        }
        await store.receive(TwoResponses.response2) {
            $0.count = 2
            $0.string = "Hello"
        }
    }

    struct Opaque: Sendable {}
    enum OpaqueAction: Sendable { case tap, response(Opaque) }

    static func opaque() -> Reduce<Int, OpaqueAction> {
        Reduce { _, action in
            if case .tap = action { return .send(.response(Opaque())) }
            return .none
        }
    }

    @Test func anActionThatIsNotEquatableIsReceivedByCase() async {
        let store = TestStore(initialState: 0) { Self.opaque() }
        await store.send(.tap)
        await store.receive(ActionPath(OpaqueAction.response))
    }

    @Test func anActionThatIsNotEquatableIsReceivedByPredicate() async {
        let store = TestStore(initialState: 0) { Self.opaque() }
        await store.send(.tap)
        await store.receive { if case .response = $0 { true } else { false } }
    }

    @Test func aNonExhaustiveReceiveByCaseSkipsToIt() async {
        let store = TestStore(initialState: TwoResponses.State()) { TwoResponses() }
        store.exhaustivity = Self.partial
        await store.send(.onAppear)
        await store.receive(TwoResponses.response2) { $0.string = "Hello" }
    }

    /// A case never received fails, and keeps what was received, so later receives still find it.
    @Test func receivingACaseThatNeverCameFailsAndKeepsTheOthers() async {
        let store = TestStore(initialState: TwoResponses.State()) { TwoResponses() }
        store.exhaustivity = Self.partial
        await store.send(.onAppear)
        var line = 0
        let failures = await recordFailures {
            line = #line; await store.receive(TwoResponses.onAppear)
            await store.receive(TwoResponses.response1)
            await store.receive(TwoResponses.response2)
        }
        #expect(failures == [RecordedFailure(line: line, """
            Expected to receive an action of the case the ActionPath names, but no such action was received.
            No effect is running: the effect that would send it may have been cancelled, or may have finished \
            without sending it.
            """)])
    }

    @Test func receivingACaseASecondTimeFailsWhenItCameOnce() async {
        let store = TestStore(initialState: TwoResponses.State()) { TwoResponses() }
        store.exhaustivity = Self.partial
        await store.send(.onAppear)
        await store.receive(TwoResponses.response2)
        var line = 0
        let failures = await recordFailures {
            line = #line; await store.receive(TwoResponses.response2)
        }
        #expect(failures.map(\.line) == [line])
        #expect(failures.first?.message.hasPrefix("Expected to receive an action of the case the ActionPath names") == true)
    }

    @Test func aClosureThatChangesNothingIsNoFailureWhenNonExhaustive() async {
        let failures = await recordFailures {
            let store = TestStore(initialState: 0) { Reduce<Int, Bool> { _, _ in .none } }
            store.exhaustivity = Self.partial
            await store.send(true) { $0 = 0 }
            store.assert { $0 = 0 }
        }
        #expect(failures == [])
    }
}
