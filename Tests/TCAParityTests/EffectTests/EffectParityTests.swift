import Foundation
import Testing
import ViewStateKit
import ViewStateStore
import ViewStateStoreTesting

/// A date dependency for these tests: a fixed, obviously-unset date unless a test overrides it.
enum ParityDateKey: DependencyKey {
    static let liveValue = DateGenerator.constant(Date(timeIntervalSince1970: 0))
    static let testValue = DateGenerator.constant(Date(timeIntervalSince1970: 0))
}

extension DependencyValues {
    var parityDate: DateGenerator {
        get { self[ParityDateKey.self] }
        set { self[ParityDateKey.self] = newValue }
    }
}

/// TCA's `EffectTests`: merged effects run at once, cancelling in flight twice still runs the
/// effect once, effects see the dependencies in force where they were made, and a finished or
/// empty task's `finish()` returns at once.
@MainActor
@Suite struct EffectParity {
    enum Action: Equatable, Sendable {
        case start
        case got(Int)
        case dated(Date)
    }

    static let fixed = Date(timeIntervalSinceReferenceDate: 1_234_567_890)

    @Test func mergedEffectsRunAtTheSameTime() async {
        let clock = ManualClock()
        let store = TestStore(initialState: [Int]()) {
            Reduce<[Int], Action> { state, action in
                switch action {
                case .start:
                    return .merge((1...3).map { count in
                        Effect.run { send in
                            try await clock.sleep(for: .seconds(count))
                            await send(.got(count))
                        }
                    })
                case .got(let count):
                    state.append(count)
                    return .none
                case .dated:
                    return .none
                }
            }
        }
        await store.send(.start)
        await clock.advance(by: .seconds(1))
        await store.receive(.got(1)) { $0 = [1] }
        await clock.advance(by: .seconds(1))
        await store.receive(.got(2)) { $0 = [1, 2] }
        await clock.advance(by: .seconds(1))
        await store.receive(.got(3)) { $0 = [1, 2, 3] }
    }

    @Test(arguments: [false, true])
    func cancellingInFlightTwiceUnderOneIDStillRunsTheEffectOnce(asRun: Bool) async {
        let store = TestStore(initialState: [Int]()) {
            Reduce<[Int], Action> { state, action in
                switch action {
                case .start:
                    let effect: Effect<Action> = asRun ? .run { send in await send(.got(42)) } : .send(.got(42))
                    return effect
                        .cancellable(id: "id", cancelInFlight: true)
                        .cancellable(id: "id", cancelInFlight: true)
                case .got(let value):
                    state.append(value)
                    return .none
                case .dated:
                    return .none
                }
            }
        }
        await store.send(.start)
        await store.receive(.got(42)) { $0 = [42] }
        await store.finish()
    }

    /// TCA overrides the reducer's `@Dependency(\.date)` with `.dependency(\.date, …)`; here the
    /// test store is built with the override, and the reducer keeps the date it was built with.
    @Test func aReducersDependencyReachesTheEffectItReturns() async {
        struct Feature: Reducer {
            @Dependency(\.parityDate) var date
            func reduce(into state: inout Date?, action: Action) -> Effect<Action> {
                switch action {
                case .start:
                    return .run { [date] send in await send(.dated(date())) }
                case .dated(let date):
                    state = date
                    return .none
                case .got:
                    return .none
                }
            }
        }
        let store = TestStore(initialState: nil) { Feature() } withDependencies: { $0.parityDate = .constant(Self.fixed) }
        await store.send(.start).finish()
        await store.receive(.dated(Self.fixed)) { $0 = Self.fixed }
    }

    /// The effect looks its dependency up only when it runs, in its own task: it must run with the
    /// values in force where the reducer made it — the store's, here built with the override —
    /// not those of whoever called `send`.
    @Test func anEffectRunsWithTheDependenciesInForceWhereItWasMade() async {
        let store = withDependencies { $0.parityDate = .constant(Self.fixed) } operation: {
            TestStore(initialState: nil) {
                Reduce<Date?, Action> { state, action in
                    switch action {
                    case .start:
                        return .run { send in await send(.dated(DependencyValues.current.parityDate())) }
                    case .dated(let date):
                        state = date
                        return .none
                    case .got:
                        return .none
                    }
                }
            }
        }
        await store.send(.start).finish()
        await store.receive(.dated(Self.fixed)) { $0 = Self.fixed }
    }

    /// The same, with the overrides given to the test store itself (the seed's
    /// `TestStore(initialState:) { … } withDependencies: { … }`).
    @Test func anEffectSeesTheOverridesGivenToTheTestStore() async {
        let store = TestStore(initialState: nil) {
            Reduce<Date?, Action> { state, action in
                switch action {
                case .start:
                    return .run { send in await send(.dated(DependencyValues.current.parityDate())) }
                case .dated(let date):
                    state = date
                    return .none
                case .got:
                    return .none
                }
            }
        } withDependencies: {
            $0.parityDate = .constant(Self.fixed)
        }
        await store.send(.start).finish()
        await store.receive(.dated(Self.fixed)) { $0 = Self.fixed }
    }

    @Test(arguments: [false, true])
    func mapTransformsWithTheDependenciesInForceWhereTheEffectWasMade(asRun: Bool) async {
        let store = TestStore(initialState: nil) {
            Reduce<Date?, Action> { state, action in
                switch action {
                case .start:
                    return withDependencies { $0.parityDate = .constant(Self.fixed) } operation: {
                        let effect: Effect<Void> = asRun ? .run { send in await send(()) } : .send(())
                        return effect.map { Action.dated(DependencyValues.current.parityDate()) }
                    }
                case .dated(let date):
                    state = date
                    return .none
                case .got:
                    return .none
                }
            }
        }
        await store.send(.start).finish()
        await store.receive(.dated(Self.fixed)) { $0 = Self.fixed }
    }

    @Test func finishingATaskWhoseEffectsEndedReturnsAtOnce() async {
        let store = TestStore(initialState: 0) {
            Reduce<Int, Int> { state, action in
                state = action
                return action > 0 ? .run { _ in } : .none
            }
        }
        for step in 1...100 {
            let task = await store.send(step) { $0 = step }
            #expect(task.hasEffects)
            await task.finish()
            #expect(task.isCompleted)
        }
    }

    @Test func finishingATaskWithNoEffectsReturnsAtOnce() async {
        let store = TestStore(initialState: 0) {
            Reduce<Int, Int> { state, action in
                state = action
                return action > 0 ? .run { _ in } : .none
            }
        }
        for step in 1...100 {
            let task = await store.send(-step) { $0 = -step }
            #expect(!task.hasEffects)
            await task.finish()
            #expect(task.isCompleted)
        }
    }
}
