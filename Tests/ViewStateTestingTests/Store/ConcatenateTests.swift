import Testing
import ViewStateKit
import ViewStateStore
import ViewStateStoreTesting

/// `Effect.concatenate`: effects one after another, each once the one before has finished.
@MainActor
@Suite struct ConcatenateTests {
    enum Action: Equatable, Sendable {
        case start, startList, startChained, cancelAll, cancelFirst
        case first, second, third
    }

    nonisolated static let id = "concatenation"
    nonisolated static let firstID = "first part"

    /// `.start` runs: a second's sleep then `.first`; `.second` at once; `.third` after half a second.
    struct Feature: Reducer {
        let clock: ManualClock

        var parts: [Effect<Action>] {
            [
                .run { [clock] send in
                    try await clock.sleep(for: .seconds(1))
                    await send(.first)
                }
                .cancellable(id: ConcatenateTests.firstID),
                .send(.second),
                .run { [clock] send in
                    try await clock.sleep(for: .milliseconds(500))
                    await send(.third)
                },
            ]
        }

        func reduce(into state: inout [Action], action: Action) -> Effect<Action> {
            state.append(action)
            switch action {
            case .start:
                return .concatenate(parts[0], parts[1], parts[2]).cancellable(id: ConcatenateTests.id)
            case .startList:
                return .concatenate(parts)
            case .startChained:
                return parts[0].concatenate(with: parts[1]).concatenate(with: parts[2])
            case .cancelAll:
                return .cancel(id: ConcatenateTests.id)
            case .cancelFirst:
                return .cancel(id: ConcatenateTests.firstID)
            case .first, .second, .third:
                return .none
            }
        }
    }

    @Test(arguments: [Action.start, .startList, .startChained])
    func eachPartStartsOnceTheOneBeforeHasFinished(start: Action) async {
        let clock = ManualClock()
        let store = TestStore(initialState: [Action]()) { Feature(clock: clock) }
        await store.send(start) { $0 = [start] }
        #expect(clock.sleeperCount == 1)          // only the first part runs
        await clock.advance(by: .milliseconds(999))
        await clock.advance(by: .milliseconds(1))
        await store.receive(.first) { $0.append(.first) }
        await store.receive(.second) { $0.append(.second) }
        #expect(clock.sleeperCount == 1)          // the third part, now
        await clock.advance(by: .milliseconds(500))
        await store.receive(.third) { $0.append(.third) }
    }

    @Test func cancellingTheWholeStopsThePartRunningAndThoseAfterIt() async {
        let clock = ManualClock()
        let store = TestStore(initialState: [Action]()) { Feature(clock: clock) }
        await store.send(.start) { $0 = [.start] }
        await store.send(.cancelAll) { $0.append(.cancelAll) }
        #expect(clock.sleeperCount == 0)
        await clock.advance(by: .seconds(2))
    }

    @Test func cancellingOnePartByItsOwnIDMovesOnToTheNext() async {
        let clock = ManualClock()
        let store = TestStore(initialState: [Action]()) { Feature(clock: clock) }
        await store.send(.start) { $0 = [.start] }
        await store.send(.cancelFirst) { $0.append(.cancelFirst) }
        await store.receive(.second) { $0.append(.second) }
        await clock.advance(by: .milliseconds(500))
        await store.receive(.third) { $0.append(.third) }
    }

    @Test func cancellingTheSendsTaskStopsTheConcatenation() async {
        let clock = ManualClock()
        let store = TestStore(initialState: [Action]()) { Feature(clock: clock) }
        let task = await store.send(.start) { $0 = [.start] }
        await task.cancel()
        #expect(clock.sleeperCount == 0)
    }

    @Test func partsThatOnlySendAreCarriedOutAtOnceInOrder() {
        let store = Store(initialState: [Action]()) {
            Reduce<[Action], Action> { log, action in
                log.append(action)
                return action == .start ? .concatenate(.send(.first), .none, .send(.second)) : .none
            }
        }
        let task = store.send(.start)
        #expect(store.state == [.start, .first, .second])
        #expect(!task.hasEffects)
        #expect(Effect<Action>.concatenate([]).isNone)
        #expect(Effect<Action>.concatenate(.none, .none).isNone)
    }

    /// A plain store on a ``ManualClock`` settles a concatenation the way a test store does.
    @Test func aPlainStoreRunsThePartsInTurnOnAManualClock() async {
        let clock = ManualClock()
        let store = Store(initialState: [Action]()) { Feature(clock: clock) }
        let task = store.send(.start)
        await clock.waitForSleepers(count: 1)
        #expect(store.runningEffectCount == 1)    // the concatenation, at a part with an id of its own
        await clock.advance(by: .seconds(1))
        #expect(store.state == [.start, .first, .second])
        await clock.advance(by: .milliseconds(500))
        await task.finish()
        #expect(store.state == [.start, .first, .second, .third])
        #expect(store.runningEffectCount == 0)
    }

    enum Parent: Equatable, Sendable { case child(Action) }

    /// A child's concatenation comes back through `Scope` embedded in the parent's actions, in
    /// the same order.
    @Test func aChildsConcatenationRunsThroughAScope() async {
        let clock = ManualClock()
        let store = TestStore(initialState: [Action]()) {
            Scope(state: \.self, action: Parent.child) { Feature(clock: clock) }
        }
        await store.send(.child(.start)) { $0 = [.start] }
        await clock.advance(by: .seconds(1))
        await store.receive(.child(.first)) { $0.append(.first) }
        await store.receive(.child(.second)) { $0.append(.second) }
        await clock.advance(by: .milliseconds(500))
        await store.receive(.child(.third)) { $0.append(.third) }
    }
}
