import Testing
import ViewStateKit
import ViewStateStore

/// `_printChanges()` prints each action and the state change as the structural diff the test
/// store's failures show.
@MainActor
@Suite struct PrintChangesTests {
    struct Counter: Reducer {
        struct State: Equatable, Sendable {
            var count = 0
            var title = "Counter"
            var tags: [String] = ["a", "b", "c", "d", "e", "f", "g", "h"]
        }

        enum Action: Equatable, Sendable { case incrementTapped, renamed(String), noop }

        func reduce(into state: inout State, action: Action) -> Effect<Action> {
            switch action {
            case .incrementTapped: state.count += 1
            case .renamed(let title): state.title = title
            case .noop: break
            }
            return .none
        }
    }

    @Test func eachActionIsPrintedWithTheDiffOfTheState() {
        let printed = LockedValue<[String]>([])
        let store = Store(initialState: Counter.State()) {
            Counter()._printChanges(.diff { text in printed.withLock { $0.append(text) } })
        }
        store.send(.incrementTapped)
        store.send(.renamed("カウンタ\u{1B}"))
        store.send(.noop)
        #expect(printed.current == [
            """
            received action:
              PrintChangesTests.Counter.Action.incrementTapped
              PrintChangesTests.Counter.State(
            -   count: 0,
            +   count: 1,
                title: "Counter",
                tags: [
                  [0]: "a",
                … (8 unchanged)
              )
            """,
            """
            received action:
              PrintChangesTests.Counter.Action.renamed("カウンタ\\u{1B}")
              PrintChangesTests.Counter.State(
                count: 1,
            -   title: "Counter",
            +   title: "カウンタ\\u{1B}",
                tags: [
                  [0]: "a",
                  [1]: "b",
                … (7 unchanged)
              )
            """,
            """
            received action:
              PrintChangesTests.Counter.Action.noop
              (No state changes)
            """,
        ])
    }

    @Test func actionLabelsLeaveTheValuesOut() {
        let printed = LockedValue<[String]>([])
        let store = Store(initialState: Counter.State()) {
            Counter()._printChanges(.actionLabels { text in printed.withLock { $0.append(text) } })
        }
        store.send(.renamed("secret"))
        store.send(.incrementTapped)
        #expect(printed.current == [
            "received action: PrintChangesTests.Counter.Action.renamed(_:)",
            "received action: PrintChangesTests.Counter.Action.incrementTapped",
        ])
    }

    @Test func aNilPrinterPrintsNothingAndTheReducerStillRuns() {
        let store = Store(initialState: Counter.State()) {
            Counter()._printChanges(nil)
        }
        store.send(.incrementTapped)
        #expect(store.count == 1)
    }
}
