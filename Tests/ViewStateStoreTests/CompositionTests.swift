import Testing
import ViewStateKit
@testable import ViewStateStore

/// A row of a list; each row can start a slow "save" under the same cancellation id.
struct RowFeature: Reducer {
    struct State: Equatable, Sendable, Identifiable {
        let id: Int
        var isSaving = false
        var saved = false
    }

    enum Action: Equatable, Sendable {
        case saveTapped
        case saveFinished
    }

    enum CancelID { case save }

    let clock: ManualClock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .saveTapped:
            state.isSaving = true
            return .run { [clock] send in
                try await clock.sleep(for: .seconds(1))
                await send(.saveFinished)
            }
            .cancellable(id: CancelID.save, cancelInFlight: true)
        case .saveFinished:
            state.isSaving = false
            state.saved = true
            return .none
        }
    }
}

struct ListFeature: Reducer {
    struct State: Equatable, Sendable {
        var rows: [RowFeature.State] = [.init(id: 1), .init(id: 2)]
        var detail: RowFeature.State?
        var count = TimerFeature.State()
    }

    enum Action: Equatable, Sendable {
        case row(id: Int, action: RowFeature.Action)
        case detail(RowFeature.Action)
        case counter(TimerFeature.Action)
        case removeRowTapped(Int)
        case detailOpened(Int)
        case detailClosed
    }

    let clock: ManualClock

    var body: some Reducer<State, Action> {
        Scope(state: \.count, action: Action.counter) { TimerFeature(clock: clock) }
        Reduce { state, action in
            switch action {
            case .removeRowTapped(let id):
                state.rows.removeAll { $0.id == id }
            case .detailOpened(let id):
                state.detail = RowFeature.State(id: id)
            case .detailClosed:
                state.detail = nil
            case .row, .detail, .counter:
                break
            }
            return .none
        }
        .forEach(\.rows, action: Action.row) { RowFeature(clock: clock) }
        .ifLet(\.detail, action: Action.detail) { RowFeature(clock: clock) }
    }
}

@MainActor
@Suite struct CompositionTests {
    @Test func scopeRunsTheChildOnItsPartOfTheState() {
        let store = Store(initialState: ListFeature.State()) { ListFeature(clock: ManualClock()) }
        let recorder = store.recordHistory()
        store.send(.counter(.incrementTapped))
        store.send(.counter(.echoTapped("hi")))
        #expect(store.count.count == 1)
        #expect(store.count.log == ["tapped hi", "echoed hi"])
        #expect(recorder.history.actions.last == .counter(.echoed("hi")))
    }

    @Test func rowsUsingTheSameCancelIDDoNotCancelEachOther() async {
        let clock = ManualClock()
        let store = Store(initialState: ListFeature.State()) { ListFeature(clock: clock) }
        let first = store.send(.row(id: 1, action: .saveTapped))
        let second = store.send(.row(id: 2, action: .saveTapped))
        await clock.waitForSleepers(count: 2)
        await clock.advance(by: .seconds(1))
        await first.finish()
        await second.finish()
        #expect(store.rows.map(\.saved) == [true, true])
    }

    @Test func removingARowCancelsItsEffects() async {
        let clock = ManualClock()
        let store = Store(initialState: ListFeature.State()) { ListFeature(clock: clock) }
        let save = store.send(.row(id: 1, action: .saveTapped))
        await clock.waitForSleepers(count: 1)
        store.send(.removeRowTapped(1))
        await save.finish()
        #expect(clock.sleeperCount == 0)
        #expect(store.runningEffectCount == 0)
    }

    @Test func dismissingAPresentedChildCancelsItsEffects() async {
        let clock = ManualClock()
        let store = Store(initialState: ListFeature.State()) { ListFeature(clock: clock) }
        store.send(.detailOpened(7))
        let save = store.send(.detail(.saveTapped))
        #expect(store.detail?.isSaving == true)
        await clock.waitForSleepers(count: 1)
        store.send(.detailClosed)
        await save.finish()
        #expect(store.detail == nil)
        #expect(store.runningEffectCount == 0)
    }

    @Test func childActionsForAbsentStateChangeNothingAndAreReported() async {
        let store = Store(initialState: ListFeature.State()) { ListFeature(clock: ManualClock()) }
        let reports = await capturingReports {
            store.send(.detail(.saveFinished))
            store.send(.row(id: 99, action: .saveFinished))
        }
        #expect(store.state == ListFeature.State())
        #expect(reports == [
            "ifLet at ViewStateStoreTests/CompositionTests.swift:73 received a child action while its state is nil: "
                + "detail(ViewStateStoreTests.RowFeature.Action.saveFinished). The child was dismissed while its action was on the way; "
                + "let ifLet cancel its effects (dismiss by setting the state to nil), or check before sending.",
            "forEach at ViewStateStoreTests/CompositionTests.swift:72 received an action for id 99, which is not in the collection "
                + "(ids present: [1, 2]): row(id: 99, action: ViewStateStoreTests.RowFeature.Action.saveFinished). "
                + "The element was removed while its action was on the way; cancel its effects when removing it, or check the id before sending.",
        ])
    }

    @Test func actionPathFromACaseExtractsOnlyThatCase() {
        let row = ActionPath(ListFeature.Action.row)
        #expect(row.extract(.row(id: 3, action: .saveTapped)).map { $0.0 } == 3)
        #expect(row.extract(.detail(.saveTapped)) == nil)
        let detail = ActionPath(ListFeature.Action.detail)
        #expect(detail.extract(.detail(.saveFinished)) == .saveFinished)
        #expect(detail.extract(.counter(.tick)) == nil)
        #expect(detail.embed(.saveTapped) == .detail(.saveTapped))
    }

    @Test func actionPathTellsApartCasesWithTheSamePayloadType() {
        enum Twin: Sendable { case left(Int), right(Int) }
        let left = ActionPath(Twin.left)
        #expect(left.extract(.left(1)) == 1)
        #expect(left.extract(.right(1)) == nil)
    }
}
