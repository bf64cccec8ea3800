import Testing
import ViewStateKit
import ViewStateStore
import ViewStateStoreTesting

/// TCA's TestStoreTests on the assertions themselves: an expectation that differs, one that
/// changes nothing, `store.assert`.
@MainActor
@Suite struct TestStoreAssertionParity {
    struct Counter: Equatable, Sendable {
        var count = 0
        var isChanging = false
    }

    enum Change: Equatable, Sendable {
        case increment
        case changed(from: Int, to: Int)
    }

    static func changing() -> Reduce<Counter, Change> {
        Reduce { state, action in
            switch action {
            case .increment:
                state.isChanging = true
                return .send(.changed(from: state.count, to: state.count + 1))
            case .changed(let from, let to):
                state.isChanging = false
                if state.count == from { state.count = to }
                return .none
            }
        }
    }

    @Test func anExpectationThatDiffersFailsAtItsSendAndAtItsReceive() async {
        let store = TestStore(initialState: Counter()) { Self.changing() }
        await store.send(.increment) { $0.isChanging = true }
        await store.receive(.changed(from: 0, to: 1)) {
            $0.isChanging = false
            $0.count = 1
        }
        var lines: [Int] = []
        let failures = await recordFailures {
            lines.append(#line); await store.send(.increment) { $0.isChanging = false }
            lines.append(#line); await store.receive(.changed(from: 1, to: 2)) {
                $0.isChanging = true
                $0.count = 1100
            }
        }
        #expect(failures == [
            RecordedFailure(line: lines[0], """
                The state after send(TestStoreAssertionParity.Change.increment) is not what the test expected:

                - expected
                + actual

                  TestStoreAssertionParity.Counter(
                    count: 1,
                -   isChanging: false
                +   isChanging: true
                  )
                """),
            RecordedFailure(line: lines[1], """
                The state after receive(TestStoreAssertionParity.Change.changed(from: 1, to: 2)) is not what the test expected:

                - expected
                + actual

                  TestStoreAssertionParity.Counter(
                -   count: 1100,
                -   isChanging: true
                +   count: 2,
                +   isChanging: false
                  )
                """),
        ])
    }

    enum Ping: Equatable, Sendable { case noop, finished }

    @Test func aClosureThatChangesNothingWhenNothingChangedFails() async {
        let store = TestStore(initialState: Counter()) {
            Reduce<Counter, Ping> { _, action in action == .noop ? .send(.finished) : .none }
        }
        await store.send(.noop)
        await store.receive(.finished)
        var lines: [Int] = []
        let failures = await recordFailures {
            lines.append(#line); await store.send(.noop) { $0.count = 0 }
            lines.append(#line); await store.receive(.finished) { $0.count = 0 }
        }
        #expect(failures == [
            RecordedFailure(line: lines[0], """
                send(TestStoreAssertionParity.Ping.noop) did not change the state, yet the test passed a closure \
                asserting a change. Remove the closure if no change is expected.
                """),
            RecordedFailure(line: lines[1], """
                receive(TestStoreAssertionParity.Ping.finished) did not change the state, yet the test passed a \
                closure asserting a change. Remove the closure if no change is expected.
                """),
        ])
    }

    @Test func assertOnANonExhaustiveStoreChecksTheCurrentState() {
        let store = TestStore(initialState: 0) { Reduce<Int, Ping> { _, _ in .none } }
        store.exhaustivity = .off
        store.assert { $0 = 0 }
    }

    @Test func assertOnANonExhaustiveStoreFailsWithADiff() async {
        let store = TestStore(initialState: 0) { Reduce<Int, Ping> { _, _ in .none } }
        store.exhaustivity = .off
        var line = 0
        let failures = await recordFailures {
            line = #line; store.assert { $0 = 1 }
        }
        #expect(failures == [RecordedFailure(line: line, """
            The state is not what store.assert expected:

            - expected
            + actual

            - 1
            + 0
            """)])
    }
}
