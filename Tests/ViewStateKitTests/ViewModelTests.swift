import Observation
import Testing
@testable import ViewStateKit

@MainActor
@Suite struct ViewModelTests {
    @Test func updateStateChangesTheStateAndRecordsEachTransition() {
        let model = SearchViewModel(search: UseCaseMock())
        model.updateState(to: .loading("a"))
        model.updateState(to: .loading("a"))
        model.updateState(to: .results(["x"]))

        #expect(model.viewState == .results(["x"]))
        #expect(model.history.states == [.idle, .loading("a"), .loading("a"), .results(["x"])])
        #expect(model.history.transitions.map(\.sequenceNumber) == [1, 2, 3])
        #expect(model.history.transitions[2].from == .loading("a"))
    }

    @Test func historyKeepsOnlyTheMostRecentTransitions() {
        let model = SearchViewModel(search: UseCaseMock(), historyLimit: 2)
        for query in ["a", "b", "c", "d"] { model.updateState(to: .loading(query)) }

        #expect(model.history.states == [.loading("b"), .loading("c"), .loading("d")])
        #expect(model.history.totalCount == 4)
        #expect(model.history.droppedCount == 2)
    }

    @Test func aFullHistoryKeepsEachTransitionWithItsNumberAndTheStateItLeft() {
        let model = SearchViewModel(search: UseCaseMock(), historyLimit: 3)
        for query in ["a", "b", "c", "d", "e"] { model.updateState(to: .loading(query)) }

        let kept = model.history.transitions
        #expect(kept.map(\.sequenceNumber) == [3, 4, 5])
        #expect(kept.map(\.from) == [.loading("b"), .loading("c"), .loading("d")])
        #expect(kept.map(\.to) == [.loading("c"), .loading("d"), .loading("e")])
        #expect(model.history.states(after: 4) == [.loading("e")])
        #expect(model.history.states(after: 1) == [.loading("c"), .loading("d"), .loading("e")])
        #expect(model.history.states(after: 5).isEmpty)
    }

    @Test func anUpdateIsNotAReadThatObservationTracks() {
        let model = SearchViewModel(search: UseCaseMock())
        let changed = LockedValue(false)
        withObservationTracking {
            model.updateState(to: .loading("a"))
        } onChange: {
            changed.withLock { $0 = true }
        }
        model.updateState(to: .loading("b"))
        #expect(!changed.current)
    }

    @Test func statesAfterAMarkAreExactlyWhatHappenedSince() async {
        let model = SearchViewModel(search: UseCaseMock(results: [.success(["swift"])]))
        model.updateState(to: .loading("warm-up"))
        let mark = model.history.totalCount

        await model.search("swift")

        #expect(model.history.states(after: mark) == [.loading("swift"), .results(["swift"])])
    }

    @Test func updateStateInsideACancelledTaskIsIgnored() async {
        let model = SearchViewModel(search: UseCaseMock())
        let task = Task { @MainActor in
            withUnsafeCurrentTask { $0?.cancel() }
            model.updateState(to: .failed("late"))
        }
        await task.value

        #expect(model.viewState == .idle)
        #expect(model.history.totalCount == 0)
    }
}
