import Testing
import ViewStateKit
import ViewStateTesting

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

    @Test func aPlainStorePrintsEachMessageOnceAndDoesNotCrash() {
        let store = Store(initialState: 0) { Warner() }
        store.send("plain")
        store.send("plain")
        #expect(RuntimeWarnings.wasPrinted("reducer saw plain"))
        #expect(store.state == 0)
    }
}
