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

/// A view model that loads the way the `Loadable` doc comment shows: the catching initializer
/// called from main-actor code, its closure using `self`. This compiles only while the
/// initializer runs on the caller's actor (it takes `#isolation`).
@MainActor
private final class OrdersModel {
    var orders: Loadable<[String]> = .idle
    private var replies: [Result<[String], LoadFailure>]

    init(replies: [Result<[String], LoadFailure>]) { self.replies = replies }

    func load() async {
        orders = .loading
        orders = await Loadable { try await self.fetchOrders() }
    }

    func loadResult() async -> Result<[String], LoadFailure> {
        await Result { try await self.fetchOrders() }
    }

    private func fetchOrders() async throws -> [String] {
        try replies.removeFirst().get()
    }
}

@MainActor
@Suite struct LoadableIsolationTests {
    @Test func catchingInitializerRunsOnTheCallersActor() async {
        let model = OrdersModel(replies: [.success(["急須"]), .failure("圏外です")])
        await model.load()
        #expect(model.orders == .loaded(["急須"]))
        await model.load()
        #expect(model.orders == .failed("圏外です"))
    }

    @Test func catchingResultRunsOnTheCallersActor() async {
        let model = OrdersModel(replies: [.failure("圏外です")])
        #expect(await model.loadResult() == .failure("圏外です"))
    }
}
