import Testing
import ViewStateKit
import ViewStateStore
import ViewStateStoreTesting

/// TCA's `OnChangeReducerTests`, through `onChange(of:)`.
@MainActor
@Suite struct OnChangeReducerParityTests {
    /// A counter whose label is one "!" per count, and which steps back down past 1.
    struct Shouter: Reducer {
        struct State: Equatable, Sendable {
            var count = 0
            var label = ""
        }
        enum Action: Equatable, Sendable {
            case decrementTapped
            case incrementTapped
        }

        var body: some Reducer<State, Action> {
            Reduce { state, action in
                state.count += action == .incrementTapped ? 1 : -1
                return .none
            }
            .onChange(of: \.count) { _, newValue in
                Reduce { state, _ in
                    state.label = String(repeating: "!", count: newValue)
                    return newValue > 1 ? .send(.decrementTapped) : .none
                }
            }
        }
    }

    @Test func aChangeRunsTheReducerWhoseEffectsFollow() async {
        let store = TestStore(initialState: Shouter.State()) { Shouter() }
        await store.send(.incrementTapped) { $0.count = 1; $0.label = "!" }
        await store.send(.incrementTapped) { $0.count = 2; $0.label = "!!" }
        await store.receive(.decrementTapped) { $0.count = 1; $0.label = "!" }
    }

    /// Rows of counters; `rowSetChanges` counts changes to which rows there are, not to a row.
    struct RowSet: Reducer {
        struct Row: Equatable, Sendable, Identifiable {
            let id: Int
            var taps = 0
        }
        struct State: Equatable, Sendable {
            var rows: IdentifiedArray<Row>
            var rowSetChanges = 0
        }
        enum Action: Equatable, Sendable {
            case addRow(Row)
            case row(id: Int, action: Tap)
        }
        enum Tap: Equatable, Sendable { case tap }

        var body: some Reducer<State, Action> {
            Reduce { state, action in
                if case .addRow(let row) = action { state.rows.append(row) }
                return .none
            }
            .forEach(\.rows, action: Action.row) {
                Reduce<Row, Tap> { row, _ in row.taps += 1; return .none }
            }
            .onChange(of: \.rows, removeDuplicates: { $0.ids == $1.ids }) { _, _ in
                Reduce { state, _ in state.rowSetChanges += 1; return .none }
            }
        }
    }

    @Test func removeDuplicatesDecidesWhatCountsAsAChange() async {
        let store = TestStore(initialState: RowSet.State(rows: [RowSet.Row(id: 0)])) { RowSet() }
        await store.send(.row(id: 0, action: .tap)) { $0.rows[id: 0]?.taps = 1 }
        await store.send(.addRow(RowSet.Row(id: 1))) {
            $0.rows.append(RowSet.Row(id: 1))
            $0.rowSetChanges = 1
        }
        await store.send(.row(id: 1, action: .tap)) { $0.rows[id: 1]?.taps = 1 }
    }

    /// Two counts whose sum an effect reports when either changes.
    struct Pair: Reducer {
        struct State: Equatable, Sendable {
            var first = 0
            var second = 0
            var sum = 0
        }
        enum Action: Equatable, Sendable {
            case incrementBothTapped
            case nothingTapped
            case sumComputed(Int)
        }

        var body: some Reducer<State, Action> {
            Reduce { state, action in
                switch action {
                case .incrementBothTapped: state.first += 1; state.second += 1
                case .nothingTapped: break
                case .sumComputed(let sum): state.sum = sum
                }
                return .none
            }
            .onChange(of: { ($0.first, $0.second) }, removeDuplicates: ==) { _, _ in
                Reduce { state, _ in .send(.sumComputed(state.first + state.second)) }
            }
        }
    }

    @Test func aTupleThatIsNotEquatableIsComparedByRemoveDuplicates() async {
        let store = TestStore(initialState: Pair.State()) { Pair() }
        await store.send(.incrementBothTapped) { $0.first = 1; $0.second = 1 }
        await store.receive(.sumComputed(2)) { $0.sum = 2 }
        await store.send(.nothingTapped)
    }

    /// Writes what a change was from and to.
    struct Journal: Reducer {
        struct State: Equatable, Sendable {
            var value = 0
            var entry = ""
        }

        var body: some Reducer<State, Int> {
            Reduce { state, step in state.value += step; return .none }
                .onChange(of: \.value) { oldValue, newValue in
                    Reduce { state, _ in state.entry = "old: \(oldValue), new: \(newValue)"; return .none }
                }
        }
    }

    @Test func theReducerGetsTheValueFromBeforeAndAfterTheAction() async {
        let store = TestStore(initialState: Journal.State()) { Journal() }
        await store.send(1) { $0.value = 1; $0.entry = "old: 0, new: 1" }
        await store.send(2) { $0.value = 3; $0.entry = "old: 1, new: 3" }
        await store.send(0)
    }
}
