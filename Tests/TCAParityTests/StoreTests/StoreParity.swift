import Observation
import Testing
import ViewStateKit
import ViewStateStore
import ViewStateStoreTesting

/// TCA's StoreTests on a plain `Store`: effects it keeps, scopes, the order it reduces actions
/// fed back at once.
@MainActor
@Suite struct StoreParity {
    @Test func anActionWithoutEffectsLeavesNoEffectRunning() {
        let store = Store(initialState: 0) { Reduce<Int, Bool> { _, _ in .none } }
        #expect(store.runningEffectCount == 0)
        store.send(true)
        #expect(store.runningEffectCount == 0)
    }

    enum Timed: Equatable, Sendable { case start, end }

    @Test func anEffectIsKeptWhileItRunsAndDroppedWhenItEnds() async {
        let clock = ManualClock()
        let store = Store(initialState: 0) {
            Reduce<Int, Timed> { state, action in
                guard action == .start else {
                    state += 1
                    return .none
                }
                return .run { send in
                    try await clock.sleep(for: .seconds(1))
                    await send(.end)
                }
            }
        }
        #expect(store.runningEffectCount == 0)
        let task = store.send(.start)
        #expect(store.runningEffectCount == 1)
        await clock.waitForSleepers(count: 1)
        await clock.advance(by: .seconds(2))
        await task.finish()
        #expect(store.runningEffectCount == 0)
        #expect(store.state == 1)
    }

    @Test func aScopeFollowsItsParentAndNotifiesItsObservers() {
        let store = Store(initialState: 0) {
            Reduce<Int, Void> { state, _ in
                state += 1
                return .none
            }
        }
        let scope = store.scope(state: \.description, action: { $0 })
        let notified = LockedValue(0)
        withObservationTracking { _ = scope.state } onChange: { notified.withLock { $0 += 1 } }
        #expect(scope.state == "0")
        store.send(())
        #expect(scope.state == "1")
        #expect(notified.current == 1)
    }

    @Test func aScopeSendsToItsParent() {
        let store = Store(initialState: 0) {
            Reduce<Int, Void> { state, _ in
                state += 1
                return .none
            }
        }
        let scope = store.scope(state: \.description, action: { $0 })
        let notified = LockedValue(0)
        withObservationTracking { _ = store.state } onChange: { notified.withLock { $0 += 1 } }
        scope.send(())
        #expect(store.state == 1)
        #expect(notified.current == 1)
    }

    enum Chain: Equatable, Sendable { case tap, next1, next2, end }

    /// Actions fed back at once are reduced in the order sent, breadth first: `.tap`'s two
    /// before `.next1`'s one.
    @Test func actionsFedBackAtOnceAreReducedBreadthFirst() {
        let store = Store(initialState: [Chain]()) {
            Reduce<[Chain], Chain> { log, action in
                log.append(action)
                switch action {
                case .tap: return .merge(.send(.next1), .send(.next2))
                case .next1: return .send(.end)
                case .next2, .end: return .none
                }
            }
        }
        store.send(.tap)
        #expect(store.state == [.tap, .next1, .next2, .end])
    }

    enum Count: Sendable { case increment, done }

    @Test func aHundredThousandActionsFedBackInARowAllLand() {
        let store = Store(initialState: 0) {
            Reduce<Int, Count> { state, action in
                guard action == .increment else { return .none }
                state += 1
                return .send(state >= 100_000 ? .done : .increment)
            }
        }
        store.send(.increment)
        #expect(store.state == 100_000)
    }

    struct Child: Equatable, Sendable { var count: Int? }

    struct Parent: Equatable, Sendable {
        var count: Int?
        var child: Child?
    }

    enum ParentAction: Equatable, Sendable {
        case button
        case child(Int?)
    }

    /// An action sent while another is reduced — here by an observer of the state — waits until
    /// that one is done, then is reduced before `send` returns.
    @Test func anActionSentDuringAnotherIsReducedRightAfterIt() {
        let handled = LockedValue<[ParentAction]>([])
        let store = Store(initialState: Parent()) {
            Reduce<Parent, ParentAction> { state, action in
                handled.withLock { $0.append(action) }
                switch action {
                case .button: state.child = Child(count: nil)
                case .child(let count): state.count = count
                }
                return .none
            }
            .ifLet(\.child, action: ParentAction.child) {
                Reduce<Child, Int?> { state, action in
                    state.count = action
                    return .none
                }
            }
        }
        withObservationTracking { _ = store.state } onChange: {
            MainActor.assumeIsolated { _ = store.send(.child(2)) }
        }
        #expect(handled.current == [])
        store.send(.button)
        #expect(handled.current == [.button, .child(2)])
        #expect(store.state == Parent(count: 2, child: Child(count: 2)))
    }
}
