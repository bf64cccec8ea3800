import Testing
import ViewStateKit
import ViewStateTesting
import ViewStateStore
import ViewStateStoreTesting

@MainActor
@Suite struct TestStoreTests {
    @Test func sendAndReceiveAssertEachStep() async {
        let clock = ManualClock()
        let store = TestStore(initialState: SearchFeature.State()) {
            SearchFeature(search: .mock(["swift", "swiftui"]), clock: clock)
        }
        await store.send(.queryChanged("sw")) {
            $0.query = "sw"
            $0.isSearching = true
        }
        await clock.advance(by: .milliseconds(300))
        await store.receive(.searchResponse(["swift", "swiftui"])) {
            $0.results = ["swift", "swiftui"]
            $0.isSearching = false
        }
    }

    @Test func receiveWaitsForAnEffectReleasedByTheTestWithoutAnyTimeout() async {
        let clock = ManualClock()
        let search = UseCaseMock<String, [String]>.mock(["a"])
        search.suspendCalls()
        let store = TestStore(initialState: SearchFeature.State()) { SearchFeature(search: search, clock: clock) }
        await store.send(.queryChanged("a")) {
            $0.query = "a"
            $0.isSearching = true
        }
        await clock.advance(by: .milliseconds(300))
        // The effect wakes and calls the suspended mock; receive would report "no action" if it
        // looked now, so release first: settling waits until the effect has sent its answer.
        await search.waitForSuspendedCalls()
        search.releaseNextCall()
        await store.receive(.searchResponse(["a"])) {
            $0.results = ["a"]
            $0.isSearching = false
        }
    }

    @Test func aNewQueryCancelsTheSearchInFlight() async {
        let clock = ManualClock()
        let search = UseCaseMock<String, [String]>.mock(["swift"])
        let store = TestStore(initialState: SearchFeature.State()) { SearchFeature(search: search, clock: clock) }
        await store.send(.queryChanged("s")) { $0.query = "s"; $0.isSearching = true }
        await clock.advance(by: .milliseconds(100))
        await store.send(.queryChanged("sw")) { $0.query = "sw" }
        await clock.advance(by: .milliseconds(300))
        await store.receive(.searchResponse(["swift"])) { $0.results = ["swift"]; $0.isSearching = false }
        #expect(search.calls == ["sw"])
    }

    @Test func cancellingTheEffectLeavesNothingRunning() async {
        let store = TestStore(initialState: SearchFeature.State()) {
            SearchFeature(search: .mock(["x"]), clock: ManualClock())
        }
        await store.send(.queryChanged("x")) { $0.query = "x"; $0.isSearching = true }
        await store.send(.clearTapped) { $0 = SearchFeature.State() }
    }

    @Test func anEffectErrorHandledByCatchBecomesAnAction() async {
        let clock = ManualClock()
        let search = UseCaseMock<String, [String]>("SearchUseCase.search", results: [.failure(LoadFailure("offline"))])
        let store = TestStore(initialState: SearchFeature.State()) { SearchFeature(search: search, clock: clock) }
        await store.send(.queryChanged("x")) { $0.query = "x"; $0.isSearching = true }
        await clock.advance(by: .seconds(1))
        await store.receive(.searchFailed) { $0.isSearching = false }
    }

    @Test func receiveCanMatchACaseWithAPredicate() async {
        let clock = ManualClock()
        let store = TestStore(initialState: SearchFeature.State()) { SearchFeature(search: .mock(["a", "b"]), clock: clock) }
        await store.send(.queryChanged("q")) { $0.query = "q"; $0.isSearching = true }
        await clock.advance(by: .seconds(1))
        await store.receive({ if case .searchResponse = $0 { true } else { false } }) {
            $0.results = ["a", "b"]
            $0.isSearching = false
        }
    }

    @Test func nonExhaustiveModeChecksOnlyWhatTheTestAsserts() async {
        let clock = ManualClock()
        let store = TestStore(initialState: SearchFeature.State()) { SearchFeature(search: .mock(["a"]), clock: clock) }
        store.exhaustivity = .off
        await store.send(.queryChanged("a")) { $0.isSearching = true }   // query not asserted
        await clock.advance(by: .seconds(1))
        await store.receive(.searchResponse(["a"])) { $0.results = ["a"] }
        await store.send(.queryChanged("b"))                             // effect left running: fine
    }

    @Test func finishWaitsForEffectsThatCanStillProgress() async {
        let clock = ManualClock()
        let store = TestStore(initialState: SearchFeature.State()) { SearchFeature(search: .mock(["a"]), clock: clock) }
        await store.send(.queryChanged("a")) { $0.query = "a"; $0.isSearching = true }
        await clock.advance(by: .seconds(1))
        await store.skipReceivedActions()
        await store.finish()
        #expect(store.state.results == ["a"])
    }
}
