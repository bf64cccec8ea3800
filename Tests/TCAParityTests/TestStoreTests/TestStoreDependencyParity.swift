import Foundation
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
    @Test func aDependencyWrittenOnTheReducerReachesIt() async {
        let store = TestStore(initialState: "") {
            RegionFeature()
                .dependency(\.region, "en_US")
                .dependency(\.uuid, .incrementing)
        }
        await store.send(true) { $0 = "en_US" }
    }

    @Test func dependenciesSetOnTheTestStoreAfterItWasBuiltReachTheReducer() async {
        let store = TestStore(initialState: "") { RegionFeature() }
        store.dependencies.region = "en_US"
        store.dependencies.uuid = .incrementing
        await store.send(true) { $0 = "en_US" }
    }

    /// Sets the state to the time it reads.
    struct Stopwatch: Reducer {
        @Dependency(\.date.now) var now

        func reduce(into state: inout Int, action: Tap) -> Effect<Tap> {
            state = Int(now.timeIntervalSince1970)
            return .none
        }
    }

    @Test func aDependencyChangedBetweenStepsReachesTheNextStep() async {
        let store = TestStore(initialState: 0) {
            Stopwatch()
        } withDependencies: {
            $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
        }
        await store.send(.tap) { $0 = 1_234_567_890 }
        store.dependencies.date.now = Date(timeIntervalSince1970: 987_654_321)
        await store.send(.tap) { $0 = 987_654_321 }
        #expect(store.dependencies.date.now == Date(timeIntervalSince1970: 987_654_321))
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
