import Testing
import ViewStateKit
import ViewStateStore
import ViewStateStoreTesting

/// TCA's TestStoreTests: sending, receiving, what `store.state` reads inside and after a step.
@MainActor
@Suite struct TestStoreParity {
    enum Letter: Equatable, Sendable { case a, b1, b2, b3, c1, c2, c3, d }

    @Test func concatenatedSendsAreReceivedInOrderRightAfterTheActionThatReturnedThem() async {
        let clock = ManualClock()
        let store = TestStore(initialState: 0) {
            Reduce<Int, Letter> { _, action in
                switch action {
                case .a:
                    return .merge(
                        .run { send in
                            try await clock.sleep(for: .seconds(1))
                            await send(.b1)
                            await send(.c1)
                        },
                        .run { _ in try await clock.sleep(for: .seconds(3_600)) }.cancellable(id: 1)
                    )
                case .b1: return .concatenate(.send(.b2), .send(.b3))
                case .c1: return .concatenate([.send(.c2), .send(.c3)])
                case .b2, .b3, .c2, .c3: return .none
                case .d: return .cancel(id: 1)
                }
            }
        }
        await store.send(.a)
        await clock.advance(by: .seconds(1))
        await store.receive(.b1)
        await store.receive(.b2)
        await store.receive(.b3)
        await store.receive(.c1)
        await store.receive(.c2)
        await store.receive(.c3)
        await store.send(.d)
    }

    enum Tap: Equatable, Sendable { case tap, response(Int) }

    @Test func anEffectsActionIsReceivedWithTheChangeItMakes() async {
        let store = TestStore(initialState: 0) {
            Reduce<Int, Tap> { state, action in
                switch action {
                case .tap: return .run { send in await send(.response(42)) }
                case .response(let number):
                    state = number
                    return .none
                }
            }
        }
        await store.send(.tap)
        await store.receive(.response(42)) { $0 = 42 }
    }

    enum Ping: Equatable, Sendable { case noop, finished }

    static func pinging() -> Reduce<Int, Ping> {
        Reduce { _, action in action == .noop ? .send(.finished) : .none }
    }

    @Test func receiveByPredicateCallsThePredicateAndFailsWhenItMatchesNothing() async {
        let store = TestStore(initialState: 0) { Self.pinging() }
        var predicateCalls = 0
        await store.send(.noop)
        await store.receive { action in
            predicateCalls += 1
            return action == .finished
        }
        #expect(predicateCalls > 0)

        var lines: [Int] = []
        let failures = await recordFailures {
            await store.send(.noop)
            lines.append(#line); await store.receive(.noop)
            await store.send(.noop)
            lines.append(#line); await store.receive { $0 == .noop }
        }
        #expect(failures == [
            RecordedFailure(line: lines[0], """
                Received an action other than the one expected:

                - expected
                + received

                - TestStoreParity.Ping.noop
                + TestStoreParity.Ping.finished
                """),
            RecordedFailure(line: lines[1], "Received an action other than the one expected:\n\nreceived TestStoreParity.Ping.finished"),
        ])
    }

    enum Step: Sendable { case a, b, c, d }

    /// The closure of a step sees, as `store.state`, the state before that step — even after it
    /// changed `$0`; once the step returns, `store.state` is its result.
    @Test func insideAnAssertionStoreStateIsTheStateBeforeTheStep() async {
        let store = TestStore(initialState: 0) {
            Reduce<Int, Step> { count, action in
                count += 1
                return action == .a ? .merge(.send(.b), .send(.c), .send(.d)) : .none
            }
        }
        await store.send(.a) {
            $0 = 1
            #expect(store.state == 0)
        }
        #expect(store.state == 1)
        await store.receive({ if case .b = $0 { true } else { false } }) {
            $0 = 2
            #expect(store.state == 1)
        }
        #expect(store.state == 2)
        await store.receive({ if case .c = $0 { true } else { false } }) {
            $0 = 3
            #expect(store.state == 2)
        }
        #expect(store.state == 3)
        await store.receive({ if case .d = $0 { true } else { false } }) {
            $0 = 4
            #expect(store.state == 3)
        }
        #expect(store.state == 4)
    }

    @Test func theStateBeforeTheStepHoldsInsideANonExhaustiveAssertionToo() async {
        let store = TestStore(initialState: 0) {
            Reduce<Int, Step> { count, action in
                count += 1
                return action == .a ? .send(.b) : .none
            }
        }
        store.exhaustivity = .off
        await store.send(.a) {
            #expect(store.state == 0)
            $0 = 1
        }
        #expect(store.state == 1)   // as of the send: .b is received, not yet skipped
        await store.send(.c) { _ in
            #expect(store.state == 2)   // .b skipped first
        }
        #expect(store.state == 3)
    }
    enum Delegate: Equatable, Sendable { case success(Int) }
    enum Routed: Equatable, Sendable { case tap, delegate(Delegate) }

    /// TCA's `receive(\.delegate.success, 42)`: an ``ActionPath`` to the case and the payload.
    @Test func receiveByCaseAndPayloadFailsWithBothActionsWhenThePayloadDiffers() async {
        let store = TestStore(initialState: 0) {
            Reduce<Int, Routed> { _, action in action == .tap ? .send(.delegate(.success(42))) : .none }
        }
        let success = ActionPath<Routed, Int> { .delegate(.success($0)) }
        await store.send(.tap)
        await store.receive(success, 42)

        var line = 0
        let failures = await recordFailures {
            await store.send(.tap)
            line = #line; await store.receive(success, 43)
        }
        #expect(failures == [RecordedFailure(line: line, """
            Received an action other than the one expected:

            - expected
            + received

            - TestStoreParity.Routed.delegate(TestStoreParity.Delegate.success(43))
            + TestStoreParity.Routed.delegate(TestStoreParity.Delegate.success(42))
            """)])
    }

    /// Starts work that never ends, or closes itself from an effect: TCA's
    /// `TestDismissCancelsEffects`.
    struct SelfDismissing: Reducer {
        enum Action: Equatable, Sendable { case onTask, closeTapped }

        @Dependency(\.dismiss) var dismiss

        func reduce(into state: inout Int, action: Action) -> Effect<Action> {
            switch action {
            case .onTask:
                return .run { _ in try await ReducerParity.waitForever() }
            case .closeTapped:
                return .run { _ in await dismiss() }
            }
        }
    }

    /// A root feature that dismisses itself is tested alone: the test store records the
    /// dismissal and cancels its effects, so the one that never ends fails nothing.
    @Test func aRootFeatureThatDismissesItselfIsMarkedDismissedAndItsEffectsEnd() async {
        let store = TestStore(initialState: 0) { SelfDismissing() }
        await store.send(.onTask)
        #expect(!store.isDismissed)
        await store.send(.closeTapped)
        #expect(store.isDismissed)
        await store.finish()
    }

    @Test func sendingToATestStoreWhoseFeatureDismissedItselfFails() async {
        let store = TestStore(initialState: 0) { SelfDismissing() }
        await store.send(.closeTapped)
        var line = 0
        let failures = await recordFailures {
            line = #line; await store.send(.onTask)
        }
        #expect(failures == [RecordedFailure(line: line, """
            send(TestStoreParity.SelfDismissing.Action.onTask) was not sent: the feature dismissed itself, \
            so the test store takes no more actions. End the test at the dismissal, or check store.isDismissed.
            """)])
        #expect(store.isDismissed)
    }
}
