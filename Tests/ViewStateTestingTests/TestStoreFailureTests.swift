import Testing
import ViewStateKit
import ViewStateTesting
import ViewStateStore
import ViewStateStoreTesting

/// The failure messages themselves, pinned word for word: each test is one mistake a test can
/// make, and the exact text (with the line it is reported at) it gets back.
@MainActor
@Suite struct TestStoreFailureTests {
    let clock = ManualClock()

    func makeStore(results: [String] = ["a"]) -> TestStore<SearchFeature.State, SearchFeature.Action> {
        TestStore(initialState: SearchFeature.State()) { SearchFeature(search: .mock(results), clock: clock) }
    }

    @Test func aStateChangeTheTestDidNotAssert() async {
        await expectFailures([(#line + 16, """
            send(SearchFeature.Action.queryChanged("a")) changed the state, but the test asserted no change. \
            Pass a closure that makes the change, such as { $0.field = … }:

            - expected
            + actual

              SearchFeature.State(
            -   query: "",
            +   query: "a",
                results: [],
            -   isSearching: false
            +   isSearching: true
              )
            """)]) {
            let store = makeStore()
            await store.send(.queryChanged("a"))
            await store.skipInFlightEffects()
        }
    }

    @Test func aStateChangeThatDiffersFromTheAssertion() async {
        await expectFailures([(#line + 14, """
            The state after send(SearchFeature.Action.queryChanged("a")) is not what the test expected:

            - expected
            + actual

              SearchFeature.State(
            -   query: "b",
            +   query: "a",
                results: [],
                isSearching: true
              )
            """)]) {
            let store = makeStore()
            await store.send(.queryChanged("a")) {
                $0.query = "b"
                $0.isSearching = true
            }
            await store.skipInFlightEffects()
        }
    }

    @Test func aClosureAssertingAChangeThatDidNotHappen() async {
        await expectFailures([(#line + 5, """
            send(SearchFeature.Action.searchFailed) did not change the state, yet the test passed a closure \
            asserting a change. Remove the closure if no change is expected.
            """)]) {
            let store = makeStore()
            await store.send(.searchFailed) { $0.isSearching = false }
        }
    }

    @Test func receivingWhenNoActionCameNamesTheWaitingEffect() async {
        await expectFailures([(#line + 9, """
            Expected to receive SearchFeature.Action.searchResponse(["a"]), but no action was received.
            Effects still running:
              • the effect at ViewStateTestingTests/TestStoreFixtures.swift:30, started by \
            SearchFeature.Action.queryChanged("a") (waiting on a ManualClock sleep until 0.3 seconds)
            Next wake-up in 0.3 s: advance the clock at least that far.
            """)]) {
            let store = makeStore()
            await store.send(.queryChanged("a")) { $0.query = "a"; $0.isSearching = true }
            await store.receive(.searchResponse(["a"]))
            await store.skipInFlightEffects()
        }
    }

    @Test func receivingAnotherActionShowsBothSideBySide() async {
        await expectFailures([(#line + 16, """
            Received an action other than the one expected:

            - expected
            + received

              SearchFeature.Action.searchResponse(
                [
            -     [0]: "b"
            +     [0]: "a"
                ]
              )
            """)]) {
            let store = makeStore()
            await store.send(.queryChanged("a")) { $0.query = "a"; $0.isSearching = true }
            await clock.advance(by: .seconds(1))
            await store.receive(.searchResponse(["b"])) { $0.results = ["a"]; $0.isSearching = false }
        }
    }

    @Test func sendingWhileReceivedActionsAreUnassertedKeepsThemReceivable() async {
        await expectFailures([(#line + 8, """
            Sending SearchFeature.Action.clearTapped with 1 received action not yet asserted:
              • SearchFeature.Action.searchResponse(["a"])
            Assert them with receive(_:) before sending, or call skipReceivedActions(). They stay receivable.
            """)]) {
            let store = makeStore()
            await store.send(.queryChanged("a")) { $0.query = "a"; $0.isSearching = true }
            await clock.advance(by: .seconds(1))
            await store.send(.clearTapped) { $0 = SearchFeature.State() }
            await store.receive(.searchResponse(["a"])) { $0.results = ["a"]; $0.isSearching = false }
            #expect(store.state.results == ["a"])   // as of the step just asserted
        }
    }

    @Test func anActionLeftUnassertedAtTheEnd() async {
        await expectFailures([(#line + 9, """
            The store received 1 action the test did not assert:
              • SearchFeature.Action.searchResponse(["a"])
            Assert each with receive(_:), call skipReceivedActions(), or set exhaustivity = .off to check only \
            what the test asserts.
            """)]) {
            let store = makeStore()
            await store.send(.queryChanged("a")) { $0.query = "a"; $0.isSearching = true }
            await clock.advance(by: .seconds(1))
            await store.finish()
        }
    }

    @Test func anEffectStillRunningWhenTheTestStoreIsReleased() async {
        await expectFailures([(#line + 9, """
            An effect started here is still running at the end of the test: the effect at \
            ViewStateTestingTests/TestStoreFixtures.swift:30, started by SearchFeature.Action.queryChanged("a") \
            (waiting on a ManualClock sleep until 0.3 seconds).
            Next wake-up in 0.3 s: advance the clock at least that far.
            Advance the clock or release what it waits on and receive what it sends, cancel it in the reducer, \
            call skipInFlightEffects(), or set exhaustivity = .off to check only what the test asserts.
            """)]) {
            let store = makeStore()
            await store.send(.queryChanged("a")) { $0.query = "a"; $0.isSearching = true }
        }
    }

    @Test func anEffectErrorWithoutACatchHandler() async {
        struct Offline: Error {}
        let line = #line + 2
        let store = TestStore(initialState: 0) {
            Reduce<Int, Int> { state, _ in .run { _ in throw Offline() } }
        }
        await expectFailures([(line + 6, """
            An effect created at ViewStateTestingTests/TestStoreFailureTests.swift:\(line) threw an error it did not \
            handle: Offline(). Pass catch: to .run to turn errors into actions.
            """)]) {
            await store.send(1)
        }
    }

    @Test func nonExhaustiveReceiveStillFailsWhenNothingMatches() async {
        await expectFailures([(#line + 9, """
            Expected to receive SearchFeature.Action.searchFailed, but no such action was received.
            No effect is running: the effect that would send it may have been cancelled, or may have finished \
            without sending it.
            """)]) {
            let store = makeStore()
            store.exhaustivity = .off
            await store.send(.queryChanged("a")) { $0.query = "a" }
            await clock.advance(by: .seconds(1))
            await store.receive(.searchFailed)
        }
    }
}

/// Runs `body` expecting exactly `failures` (line, message), in order, as known issues.
@MainActor
func expectFailures(
    _ failures: [(line: Int, message: String)],
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () async -> Void
) async {
    let recorded = LockedValue<[(line: Int, message: String)]>([])
    await withKnownIssue {
        await body()
    } matching: { issue in
        recorded.withLock { $0.append((issue.sourceLocation?.line ?? -1, issue.comments.map(\.rawValue).joined())) }
        return true
    }
    let got = recorded.current
    #expect(got.map(\.message) == failures.map(\.message), sourceLocation: sourceLocation)
    #expect(got.map(\.line) == failures.map(\.line), sourceLocation: sourceLocation)
}
