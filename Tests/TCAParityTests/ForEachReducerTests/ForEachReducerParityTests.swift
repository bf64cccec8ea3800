import Foundation
import Testing
import ViewStateKit
import ViewStateStore
import ViewStateStoreTesting

/// TCA's `ForEachReducerTests`, through `forEach` over an `IdentifiedArray`.
@MainActor
@Suite struct ForEachReducerParityTests {
    /// Rows of text; a row set to "" answers itself with "Empty" from an effect.
    struct Rows: Reducer {
        struct Row: Equatable, Sendable, Identifiable {
            var id: Int
            var text: String
        }
        struct State: Equatable, Sendable {
            var rows: IdentifiedArray<Row> = []
        }
        enum Action: Equatable, Sendable {
            case refreshTapped
            case rows(id: Int, action: String)
        }

        var body: some Reducer<State, Action> {
            Reduce { _, _ in .none }
                .forEach(\.rows, action: Action.rows) {
                    Reduce<Row, String> { row, text in
                        row.text = text
                        return text.isEmpty ? .run { send in await send("Empty") } : .none
                    }
                }
        }
    }

    @Test func anElementActionChangesItsRowAndItsEffectAnswersThatRow() async {
        let store = TestStore(initialState: Rows.State(rows: [
            Rows.Row(id: 1, text: "Blob"), Rows.Row(id: 2, text: "Blob Jr."), Rows.Row(id: 3, text: "Blob Sr."),
        ])) { Rows() }
        await store.send(.rows(id: 1, action: "Blob Esq.")) { $0.rows[id: 1]?.text = "Blob Esq." }
        await store.send(.rows(id: 2, action: "")) { $0.rows[id: 2]?.text = "" }
        await store.receive(.rows(id: 2, action: "Empty")) { $0.rows[id: 2]?.text = "Empty" }
    }

    @Test func aParentActionReachesNoRow() async {
        let store = TestStore(initialState: Rows.State(rows: [Rows.Row(id: 1, text: "Blob")])) { Rows() }
        await store.send(.refreshTapped)
    }

    static let bareForEachLine = #line + 3
    static func bareForEach() -> some Reducer<Rows.State, Rows.Action> {
        EmptyReducer<Rows.State, Rows.Action>()
            .forEach(\.rows, action: Rows.Action.rows) {}
    }

    @Test func anActionForAMissingRowFailsAtItsSendNamingTheSiteAndTheIDs() async {
        let message = "forEach at TCAParityTests/ForEachReducerParityTests.swift:\(Self.bareForEachLine) received an action "
            + "for id 1, which is not in the collection (ids present: []): rows(id: 1, action: \"Blob Esq.\"). "
            + "The element was removed while its action was on the way; cancel its effects when removing it, "
            + "or check the id before sending."
        await ReducerParity.expectIssues([(#line + 2, message)]) {
            let store = TestStore(initialState: Rows.State()) { Self.bareForEach() }
            await store.send(.rows(id: 1, action: "Blob Esq."))
        }
    }

    /// Stopwatches, each ticking every second once started; ids from an incrementing generator.
    struct Stopwatches: Reducer {
        struct Stopwatch: Equatable, Sendable, Identifiable {
            let id: UUID
            var elapsed = 0
        }
        struct State: Equatable, Sendable {
            var stopwatches: IdentifiedArray<Stopwatch> = []
        }
        enum Action: Equatable, Sendable {
            case addTapped
            case removeLastTapped
            case stopwatch(id: UUID, action: StopwatchAction)
        }
        enum StopwatchAction: Equatable, Sendable {
            case startTapped
            case tick
        }

        let clock: ManualClock
        let uuid: UUIDGenerator

        var body: some Reducer<State, Action> {
            Reduce { state, action in
                switch action {
                case .addTapped: state.stopwatches.append(Stopwatch(id: uuid()))
                case .removeLastTapped: state.stopwatches.remove(at: state.stopwatches.count - 1)
                case .stopwatch: break
                }
                return .none
            }
            .forEach(\.stopwatches, action: Action.stopwatch) {
                Reduce<Stopwatch, StopwatchAction> { [clock] stopwatch, action in
                    switch action {
                    case .startTapped:
                        return .run { send in
                            while true {
                                try await clock.sleep(for: .seconds(1))
                                await send(.tick)
                            }
                        }
                    case .tick:
                        stopwatch.elapsed += 1
                        return .none
                    }
                }
            }
        }
    }

    @Test func removingAnElementCancelsItsEffectsAndSparesTheOthers() async {
        let clock = ManualClock()
        let store = TestStore(initialState: Stopwatches.State()) { Stopwatches(clock: clock, uuid: .incrementing) }
        let (first, second) = (UUID(counting: 0), UUID(counting: 1))
        await store.send(.addTapped) { $0.stopwatches = [Stopwatches.Stopwatch(id: first)] }
        await store.send(.stopwatch(id: first, action: .startTapped))
        await clock.advance(by: .seconds(2))
        await store.receive(.stopwatch(id: first, action: .tick)) { $0.stopwatches[id: first]?.elapsed = 1 }
        await store.receive(.stopwatch(id: first, action: .tick)) { $0.stopwatches[id: first]?.elapsed = 2 }
        await store.send(.addTapped) { $0.stopwatches.append(Stopwatches.Stopwatch(id: second)) }
        await clock.advance(by: .seconds(1))
        await store.receive(.stopwatch(id: first, action: .tick)) { $0.stopwatches[id: first]?.elapsed = 3 }
        await store.send(.stopwatch(id: second, action: .startTapped))
        await clock.advance(by: .seconds(1))
        await store.receive(.stopwatch(id: first, action: .tick)) { $0.stopwatches[id: first]?.elapsed = 4 }
        await store.receive(.stopwatch(id: second, action: .tick)) { $0.stopwatches[id: second]?.elapsed = 1 }
        await store.send(.removeLastTapped) { _ = $0.stopwatches.remove(at: $0.stopwatches.count - 1) }
        await clock.advance(by: .seconds(1))
        await store.receive(.stopwatch(id: first, action: .tick)) { $0.stopwatches[id: first]?.elapsed = 5 }
        await store.send(.removeLastTapped) { _ = $0.stopwatches.remove(at: $0.stopwatches.count - 1) }
    }
}
