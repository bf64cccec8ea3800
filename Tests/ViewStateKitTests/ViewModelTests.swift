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
