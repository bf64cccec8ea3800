import Testing
import ViewStateKit
import ViewStateStore
import ViewStateStoreTesting

/// A dependency for these tests: the region a feature formats for.
enum RegionKey: DependencyKey {
    static let liveValue = "live"
    static let testValue = "test"
}

extension DependencyValues {
    var region: String {
        get { self[RegionKey.self] }
        set { self[RegionKey.self] = newValue }
    }
}

/// Sets the state to the region it was built with.
struct RegionFeature: Reducer {
    @Dependency(\.region) var region

    func reduce(into state: inout String, action: Bool) -> Effect<Bool> {
        state = action ? region : ""
        return .none
    }
}

/// TCA's TestStoreTests on dependencies: overridden on one reducer, on the test store, read by
/// the initial state and by the assertion closures.
@MainActor
@Suite struct TestStoreDependencyParity {
    @Test func aReducerBuiltWithOverridesUsesThem() async {
        let store = TestStore(initialState: "") {
            withDependencies { $0.region = "en_US" } operation: { RegionFeature() }
        }
        await store.send(true) { $0 = "en_US" }
    }

    @Test func overridesGivenToTheTestStoreReachTheReducer() async {
        let store = TestStore(initialState: "") {
            RegionFeature()
        } withDependencies: {
            $0.region = "ja_JP"
        }
        await store.send(true) { $0 = "ja_JP" }
    }

    @Test func theOverridesClosureRunsOnce() {
        var calls = 0
        let store = TestStore(initialState: "") {
            RegionFeature()
        } withDependencies: { _ in
            calls += 1
        }
        #expect(calls == 1)
        _ = store
    }

    struct Stamped: Reducer {
        struct State: Equatable, Sendable {
            var count = 0
            var stamp: String
            init() {
                @Dependency(\.region) var region
                stamp = region
            }
        }

        enum Action: Equatable, Sendable { case tap, response(Int) }

        @Dependency(\.region) var region

        func reduce(into state: inout State, action: Action) -> Effect<Action> {
            switch action {
            case .tap:
                state.count += 1
                return .run { send in await send(.response(42)) }
            case .response(let number):
                state.count = number
                state.stamp = region
                return .none
            }
        }
    }

    /// The initial state is built with the test store's dependencies, and its assertion closures
    /// read them too.
    @Test func theInitialStateAndTheAssertionsSeeTheTestStoresDependencies() async {
        let store = TestStore(initialState: Stamped.State()) {
            Stamped()
        } withDependencies: {
            $0.region = "fr_FR"
        }
        #expect(store.state.stamp == "fr_FR")
        await store.send(.tap) {
            @Dependency(\.region) var region
            $0.count = 1
            $0.stamp = region
        }
        await store.receive(.response(42)) {
            @Dependency(\.region) var region
            $0.count = 42
            $0.stamp = region
        }
    }
}
