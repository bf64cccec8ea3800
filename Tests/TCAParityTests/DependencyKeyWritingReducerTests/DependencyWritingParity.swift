import Testing
import ViewStateKit
import ViewStateStore
import ViewStateStoreTesting

/// A number a feature reads as a dependency; 0 unless overridden.
enum LuckyNumberKey: DependencyKey {
    static let liveValue = 0
    static let testValue = 0
}

extension DependencyValues {
    var luckyNumber: Int {
        get { self[LuckyNumberKey.self] }
        set { self[LuckyNumberKey.self] = newValue }
    }
}

/// Writes the lucky number it reads into its state.
struct LuckyFeature: Reducer {
    @Dependency(\.luckyNumber) var luckyNumber

    func reduce(into state: inout Int, action: Tap) -> Effect<Tap> {
        state = luckyNumber
        return .none
    }
}

/// TCA's `DependencyKeyWritingReducerTests`: a reducer's `.dependency(_:_:)` and
/// `.transformDependency(_:transform:)` change what it (and its effects) read; stacked on one
/// reducer they fuse into one wrapper, and the one nearest the reducer wins.
@MainActor
@Suite struct DependencyWritingParity {
    @Test func stackedDependencyWritesFuseIntoOneWrapper() {
        let reducer: DependencyKeyWritingReducer<LuckyFeature> = LuckyFeature()
            .dependency(\.luckyNumber, 42)
            .dependency(\.luckyNumber, 1729)
            .dependency(\.luckyNumber, 1)
            .dependency(\.luckyNumber, 2)
            .dependency(\.luckyNumber, 3)
        var state = 0
        _ = reducer.reduce(into: &state, action: .tap)
        #expect(state == 42)
    }

    @Test func stackedTransformsFuseIntoOneWrapper() {
        let reducer: DependencyKeyWritingReducer<LuckyFeature> = LuckyFeature()
            .transformDependency(\.luckyNumber) { $0 = 42 }
            .transformDependency(\.luckyNumber) { $0 = 1729 }
            .transformDependency(\.luckyNumber) { $0 += 1 }
        var state = 0
        _ = reducer.reduce(into: &state, action: .tap)
        #expect(state == 42)
    }

    @Test func ofTwoFusedWritesTheOneNearestTheReducerWins() async {
        let store = TestStore(initialState: 0) {
            LuckyFeature()
                .dependency(\.luckyNumber, 42)
                .dependency(\.luckyNumber, 1729)
        }
        await store.send(.tap) { $0 = 42 }
    }

    @Test func ofTwoFusedTransformsTheOneNearestTheReducerWins() async {
        let store = TestStore(initialState: 0) {
            LuckyFeature()
                .transformDependency(\.luckyNumber) { $0 = 42 }
                .transformDependency(\.luckyNumber) { $0 = 1729 }
        }
        await store.send(.tap) { $0 = 42 }
    }

    @Test func aWriteInsideAnotherReducerWinsOverOneOutsideIt() async {
        let store = TestStore(initialState: 0) {
            CombineReducers {
                LuckyFeature()
                    .dependency(\.luckyNumber, 42)
            }
            .dependency(\.luckyNumber, 1729)
        }
        await store.send(.tap) { $0 = 42 }
    }

    @Test func aTransformInsideAnotherReducerSeesTheOuterValue() async {
        let store = TestStore(initialState: 0) {
            CombineReducers {
                LuckyFeature()
                    .transformDependency(\.luckyNumber) { $0 += 1 }
            }
            .transformDependency(\.luckyNumber) { $0 = 1729 }
        }
        await store.send(.tap) { $0 = 1730 }
    }

    /// Reads the lucky number in its effects, and in the effects of the actions they send.
    struct EchoingFeature: Reducer {
        enum Action: Equatable, Sendable {
            case tap
            case response(Int)
            case otherResponse(Int)
        }

        @Dependency(\.luckyNumber) var luckyNumber

        func reduce(into state: inout Int, action: Action) -> Effect<Action> {
            switch action {
            case .tap:
                state += 1
                return .run { [self] send in await send(.response(luckyNumber)) }
            case .response(let value):
                state = value
                return .run { [self] send in await send(.otherResponse(luckyNumber)) }
            case .otherResponse(let value):
                state = value
                return .none
            }
        }
    }

    @Test func theEffectsOfEffectsReadTheWrittenValue() async {
        let store = TestStore(initialState: 0) {
            EchoingFeature()
                .dependency(\.luckyNumber, 42)
        }
        await store.send(.tap) { $0 = 1 }
        await store.receive(.response(42)) { $0 = 42 }
        await store.receive(.otherResponse(42))
    }

    @Test func aWriteReachesOnlyTheReducerItWraps() async {
        let store = TestStore(initialState: [0, 0]) {
            Scope(state: \.[0], action: { $0 }) { LuckyFeature().dependency(\.luckyNumber, 7) }
            Scope(state: \.[1], action: { $0 }) { LuckyFeature() }
        } withDependencies: {
            $0.luckyNumber = 3
        }
        await store.send(.tap) { $0 = [7, 3] }
    }
}
