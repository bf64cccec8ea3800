import Testing
import ViewStateKit

@Suite struct LoadableTests {
    @Test func conveniencesReadEachCase() {
        let loaded: Loadable<[Int]> = .loaded([1, 2, 3])
        #expect(loaded.value == [1, 2, 3])
        #expect(!loaded.isLoading)
        #expect(Loadable<Int>.loading.isLoading)
        #expect(Loadable<Int>.idle.isIdle)
        #expect(Loadable<Int>.failed("読み込みに失敗しました").failure?.message == "読み込みに失敗しました")
        #expect(Loadable<Int>.loading.value == nil)
    }

    @Test func mapTransformsOnlyTheLoadedValue() {
        #expect(Loadable.loaded([1, 2, 3]).map(\.count) == .loaded(3))
        #expect(Loadable<[Int]>.loading.map(\.count) == .loading)
        #expect(Loadable<[Int]>.failed("x").map(\.count) == .failed("x"))
    }

    @Test func catchingWrapsTheOutcome() async {
        let loaded = await Loadable { 42 }
        #expect(loaded == .loaded(42))
        let failed = await Loadable<Int> { throw LoadFailure(message: "圏外です") }
        #expect(failed == .failed("圏外です"))
    }
}
