import Testing
import ViewStateKit
import ViewStateTesting
import ViewStateStore
import ViewStateStoreTesting

/// ``RuntimeWarnings``: a test store turns a report into a failure at the step that caused it;
/// a plain store prints it once.
@MainActor
@Suite struct RuntimeWarningTests {
    struct Warner: Reducer {
        func reduce(into state: inout Int, action: String) -> Effect<String> {
            RuntimeWarnings.report("reducer saw \(action)")
            return .none
        }
    }

    @Test func aTestStoreFailsAtTheStepWhoseReducerReported() async {
        await expectFailures([(#line + 2, "reducer saw ping")]) {
            let store = TestStore(initialState: 0) { Warner() }
            await store.send("ping")
        }
    }

    /// Rows in an identified array; the parent reduces nothing itself.
    struct Rows: Reducer {
        struct Row: Equatable, Sendable, Identifiable { let id: Int; var taps = 0 }
        struct State: Equatable, Sendable { var rows: IdentifiedArray<Row> = [Row(id: 1), Row(id: 2)] }
        enum Action: Equatable, Sendable { case row(id: Int, action: String) }

        static let forEachLine = #line + 3
        var body: some Reducer<State, Action> {
            Reduce { _, _ in .none }
                .forEach(\.rows, action: Action.row) {
                    Reduce<Row, String> { row, _ in row.taps += 1; return .none }
                }
        }
    }

    @Test func aChildActionWithNoChildFailsATestStoreAtItsSend() async {
        let report = "forEach at ViewStateTestingTests/RuntimeWarningTests.swift:\(Rows.forEachLine) received an action for id 7, "
            + "which is not in the collection (ids present: [1, 2]): row(id: 7, action: \"tap\"). The element was removed "
            + "while its action was on the way; cancel its effects when removing it, or check the id before sending."
        await expectFailures([(#line + 3, report)]) {
            let store = TestStore(initialState: Rows.State()) { Rows() }
            await store.send(.row(id: 1, action: "tap")) { $0.rows[id: 1]?.taps = 1 }
            await store.send(.row(id: 7, action: "tap"))
        }
    }

    /// A stack the reducer applies itself, as the seeds' `NavigationStackAction` does.
    struct AppliedPath: Reducer {
        struct State: Equatable, Sendable { var path = NavigationStackState(["a"]) }
        enum Action: Equatable, Sendable { case path(NavigationStackAction<String>) }

        func reduce(into state: inout State, action: Action) -> Effect<Action> {
            guard case .path(let action) = action else { return .none }
            state.path.apply(action)
            return .none
        }
    }

    @Test func popFromAnIDNotInAnAppliedStackFailsATestStoreAtItsSend() async {
        await expectFailures([(#line + 7, """
            NavigationStackState.apply(_:) received popFrom(id: #9), but no element of the stack has that id \
            (ids present: [#0, #1]). Nothing was popped: the element was popped already, or the id belongs to \
            another stack; check the id before sending.
            """)]) {
            let store = TestStore(initialState: AppliedPath.State()) { AppliedPath() }
            await store.send(.path(.push("b"))) { $0.path.push("b") }
            await store.send(.path(.popFrom(id: 9)))
        }
    }

    /// A stack routed by `forEach`, which reports with its own site.
    struct RoutedPath: Reducer {
        struct State: Equatable, Sendable { var path = NavigationStackState([1]) }
        enum Action: Equatable, Sendable { case path(StackAction<Int, String>) }

        static let forEachLine = #line + 3
        var body: some Reducer<State, Action> {
            Reduce { _, _ in .none }
                .forEach(\.path, action: Action.path) { Reduce<Int, String> { _, _ in .none } }
        }
    }

    @Test func popFromAnIDNotInARoutedStackFailsATestStoreOnceAtItsSend() async {
        let site = "forEach at ViewStateTestingTests/RuntimeWarningTests.swift:\(RoutedPath.forEachLine)"
        await expectFailures([(#line + 6, """
            \(site) received an action for stack element #9, which is not in the stack (ids present: [#0]): \
            path(ViewStateStore.StackAction<Swift.Int, Swift.String>.popFrom(id: #9)). The element was popped while its \
            action was on the way; popping cancels its effects, so check the id before sending from elsewhere.
            """)]) {
            let store = TestStore(initialState: RoutedPath.State()) { RoutedPath() }
            await store.send(.path(.popFrom(id: 9)))
        }
    }

    @Test func aPlainStorePrintsEachMessageOnceAndDoesNotCrash() {
        let store = Store(initialState: 0) { Warner() }
        store.send("plain")
        store.send("plain")
        #expect(RuntimeWarnings.wasPrinted("reducer saw plain"))
        #expect(store.state == 0)
    }
}
