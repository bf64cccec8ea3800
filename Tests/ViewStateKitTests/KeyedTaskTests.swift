import Testing
@testable import ViewStateKit

@MainActor
@Suite struct KeyedTaskTests {
    @Test func staleResponseNeverOverwritesNewerState() async {
        let search = UseCaseMock<String, [String]>(
            results: [.success(["stale"]), .success(["fresh"])], suspended: true, ignoresCancellation: true)
        let model = SearchViewModel(search: search)

        let first = Task { await model.search("sw") }
        await search.waitForSuspendedCalls(count: 1)
        let second = Task { await model.search("swift") }
        await search.waitForSuspendedCalls(count: 2)

        search.releaseCall(number: 2)
        await second.value
        search.releaseCall(number: 1)   // the first request answers last
        await first.value

        #expect(model.viewState == .results(["fresh"]))
        #expect(model.history.states == [.idle, .loading("sw"), .loading("swift"), .results(["fresh"])])
    }

    @Test func startingWorkAgainCancelsThePreviousRun() async {
        let search = UseCaseMock<String, [String]>(results: [.success(["a"])], suspended: true)
        let model = SearchViewModel(search: search)

        let first = Task { await model.search("a") }
        await search.waitForSuspendedCalls(count: 1)
        let second = Task { await model.search("b") }
        await first.value   // cancelled: its waiting call threw CancellationError, its update was dropped

        #expect(model.viewState == .loading("b"))
        await search.waitForSuspendedCalls(count: 1)
        search.resumeCalls()
        await second.value
        #expect(model.viewState == .results(["a"]))
    }

    @Test func cancellingTheCallerCancelsTheWork() async {
        let search = UseCaseMock<String, [String]>(results: [.success(["a"])], suspended: true)
        let model = SearchViewModel(search: search)

        let caller = Task { await model.search("a") }
        await search.waitForSuspendedCalls()
        caller.cancel()
        await caller.value

        #expect(model.viewState == .loading("a"))
        #expect(search.suspendedCallCount == 0)
        #expect(model.runningTaskKeys.isEmpty)
    }

    @Test func releasedViewModelCancelsItsWorkAndIsDeallocated() async {
        let search = UseCaseMock<String, [String]>(results: [.success(["a"])], suspended: true)
        var model: SearchViewModel? = SearchViewModel(search: search)
        weak let released = model

        model?.searchTapped("a")
        await search.waitForSuspendedCalls()
        #expect(model?.runningTaskKeys == ["search"])
        model = nil

        #expect(released == nil)
        // The waiting call was cancelled with its task, so nothing is left suspended.
        for _ in 0..<1_000 where search.suspendedCallCount > 0 { await Task.yield() }
        #expect(search.suspendedCallCount == 0)
    }

    @Test func cancelTaskStopsOnlyThatKey() async {
        let search = UseCaseMock<String, [String]>(results: [.success(["a"])], suspended: true)
        let model = SearchViewModel(search: search)
        let caller = Task { await model.search("a") }
        await search.waitForSuspendedCalls()

        model.cancelTask("elsewhere")
        #expect(model.runningTaskKeys == ["search"])
        model.cancelTask("search")
        await caller.value

        #expect(model.viewState == .loading("a"))
        #expect(model.runningTaskKeys.isEmpty)
    }
}
