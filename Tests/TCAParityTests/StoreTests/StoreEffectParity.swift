import Testing
import ViewStateKit
import ViewStateStore
import ViewStateStoreTesting

/// TCA's StoreTests on effects: queued work, cancelling a send's task, dependencies a store is
/// built with, and a `Store` and a `TestStore` agreeing.
@MainActor
@Suite struct StoreEffectParity {
    enum Queued: Equatable, Sendable { case incrementTapped, start, doIncrement }

    /// An effect listening to a stream the reducer feeds: each action it sends back is received
    /// in turn (TCA feeds a Combine subject; an `AsyncStream` here).
    @Test func actionsFromAnEffectThatListensAreReceivedInTurn() async {
        let (stream, continuation) = AsyncStream<Void>.makeStream()
        let store = TestStore(initialState: 0) {
            Reduce<Int, Queued> { state, action in
                switch action {
                case .incrementTapped:
                    continuation.yield()
                    return .none
                case .start:
                    return .run { send in
                        for await _ in stream { await send(.doIncrement) }
                    }
                case .doIncrement:
                    state += 1
                    return .none
                }
            }
        }
        await store.send(.start)
        await store.send(.incrementTapped)
        await store.receive(.doIncrement) { $0 = 1 }
        await store.send(.incrementTapped)
        await store.receive(.doIncrement) { $0 = 2 }
        continuation.finish()
        await store.finish()
    }

    enum Cascade: Equatable, Sendable { case task, response, response1, response2 }

    /// Cancelling what `send` returned cancels the effects started by the actions those effects
    /// sent back too.
    @Test func cancellingASendsTaskCancelsTheEffectsItLedTo() async {
        let clock = ManualClock()
        let forever: Effect<Cascade> = .run { _ in try await clock.sleep(for: .seconds(3_600)) }
        let store = TestStore(initialState: 0) {
            Reduce<Int, Cascade> { _, action in
                switch action {
                case .task: return .run { send in await send(.response) }
                case .response: return .merge(forever, .run { send in await send(.response1) })
                case .response1: return .merge(forever, .run { send in await send(.response2) })
                case .response2: return forever
                }
            }
        }
        let task = await store.send(.task)
        await store.receive(.response)
        await store.receive(.response1)
        await store.receive(.response2)
        #expect(clock.sleeperCount == 3)
        await task.cancel()
        #expect(clock.sleeperCount == 0)
    }

    @Test func cancellingTheTaskOfAnEffectThatNeverEndsEndsIt() async {
        let clock = ManualClock()
        let store = TestStore(initialState: 0) {
            Reduce<Int, Cascade> { _, _ in .run { _ in try await clock.sleep(for: .seconds(3_600)) } }
        }
        await store.send(.task).cancel()
    }

    @Test func anEffectStartedThroughAScopeEndsAndIsDropped() async throws {
        let (stream, continuation) = AsyncStream<Void>.makeStream()
        let store = Store(initialState: 0) {
            Reduce<Int, Void> { _, _ in .run { _ in for await _ in stream {} } }
        }
        let scope = store.scope(state: \.self, action: { $0 })
        let task = scope.send(())
        #expect(store.runningEffectCount == 1)
        continuation.finish()
        await task.finish()
        #expect(store.runningEffectCount == 0)
    }

    @Test func aReducerBuiltWithOverridesUsesThemInAPlainStore() {
        let store = Store(initialState: "") {
            withDependencies { $0.region = "en_US" } operation: { RegionFeature() }
        }
        store.send(true)
        #expect(store.state == "en_US")
    }

    @Test func aStoreBuiltWithOverridesStartsFromThem() {
        let store = withDependencies { $0.region = "deadbeef" } operation: {
            Store(initialState: DependencyValues.current.region) { RegionFeature() }
        }
        #expect(store.state == "deadbeef")
    }

    @Test func anInitialStateThatReadsADependencyGetsTheOverride() {
        let store = withDependencies { $0.region = "de_DE" } operation: {
            Store(initialState: TestStoreDependencyParity.Stamped.State()) { TestStoreDependencyParity.Stamped() }
        }
        #expect(store.state.stamp == "de_DE")
    }

    struct Builder: Reducer {
        let region: String

        func reduce(into state: inout String, action: Void) -> Effect<Void> {
            state = region
            return .none
        }
    }

    @Test func aReducerBuilderReadsTheOverrides() {
        let store = withDependencies { $0.region = "it_IT" } operation: {
            Store(initialState: "") { Builder(region: DependencyValues.current.region) }
        }
        store.send(())
        #expect(store.state == "it_IT")
    }

    /// Each step bumps a counter dependency by one for the effect it returns, from the value
    /// the store was built with: the effects read what was in force where they were made.
    struct Relay: Reducer {
        enum Action: Equatable, Sendable { case tap, response1(Int), response2(Int), response3(Int) }

        func reduce(into state: inout Int, action: Action) -> Effect<Action> {
            let bumped = withDependencies { $0.counter += 1 } operation: { DependencyValues.current.counter }
            switch action {
            case .tap: return .run { send in await send(.response1(bumped)) }
            case .response1(let count):
                state = count
                return .run { send in await send(.response2(bumped)) }
            case .response2(let count):
                state = count
                return .run { send in await send(.response3(bumped)) }
            case .response3(let count):
                state = count
                return .none
            }
        }
    }

    @Test func aStoreAndATestStoreAgree() async {
        let testStore = TestStore(initialState: 0) { Relay() } withDependencies: { $0.counter = 0 }
        await testStore.send(.tap)
        await testStore.receive(.response1(1)) { $0 = 1 }
        await testStore.receive(.response2(1))
        await testStore.receive(.response3(1))

        let store = withDependencies { $0.counter = 0 } operation: { Store(initialState: 0) { Relay() } }
        await store.send(.tap).finish()
        #expect(store.state == testStore.state)
    }

    struct Echo: Equatable, Sendable {
        var count = 0
        var isOn = false
        var echoes = 0
    }

    enum EchoAction: Equatable, Sendable { case onAppear, echoed, tap }

    /// An action an effect sends back while a reducer runs waits until that reducer is done:
    /// `.tap` turns `isOn` on and off around the echo, and the echo sees it off.
    @Test func anEchoDuringAReducerIsReducedAfterIt() async {
        let (stream, continuation) = AsyncStream<Void>.makeStream()
        let store = TestStore(initialState: Echo()) {
            Reduce<Echo, EchoAction> { state, action in
                switch action {
                case .onAppear:
                    return .run { send in for await _ in stream { await send(.echoed) } }
                case .echoed:
                    if state.isOn { state.count += 1 }
                    state.echoes += 1
                    return .none
                case .tap:
                    state.isOn = true
                    continuation.yield()
                    state.isOn = false
                    return .none
                }
            }
        }
        await store.send(.onAppear)
        await store.send(.tap)
        await store.receive(.echoed) { $0.echoes = 1 }
        continuation.finish()
        await store.finish()
        #expect(store.state == Echo(count: 0, isOn: false, echoes: 1))
    }
}

/// A counter dependency for ``StoreEffectParity/Relay``.
enum CounterKey: DependencyKey {
    static let liveValue = 0
    static let testValue = 0
}

extension DependencyValues {
    var counter: Int {
        get { self[CounterKey.self] }
        set { self[CounterKey.self] = newValue }
    }
}
