import Observation
import Testing
import ViewStateKit
import ViewStateStore

/// TCA's `CompatibilityTests`: actions sent back into a store from surprising places — an
/// action's value sending from its `deinit` while the store clears its queue, an observer sending
/// while it is told of a change — are reduced, in order, without a crash.
@MainActor
@Suite struct CompatibilityParity {
    /// Runs `onDeinit` when the last copy of the action holding it goes away.
    final class OnDeinit: Sendable, Equatable {
        let onDeinit: @Sendable () -> Void
        init(_ onDeinit: @escaping @Sendable () -> Void) { self.onDeinit = onDeinit }
        deinit { onDeinit() }
        static func == (lhs: OnDeinit, rhs: OnDeinit) -> Bool { true }
    }

    enum Action: Equatable, Sendable {
        case start, kickOffAction, actionSender(OnDeinit), stop

        var name: String {
            switch self {
            case .start: "start"
            case .kickOffAction: "kickOffAction"
            case .actionSender: "actionSender"
            case .stop: "stop"
            }
        }
    }

    /// The store, for the `deinit` that sends to it.
    final class StoreBox: @unchecked Sendable {
        weak var store: Store<[String], Action>?
    }

    /// The action holding the value is queued (sent while another is reduced, here by an observer
    /// told of the change), so the store's queue holds its last copy: the `deinit` runs as the
    /// store lets go of the actions it reduced, and sends from there.
    @Test func anActionWhoseValueSendsFromItsDeinitAsTheQueueIsClearedIsReducedInTurn() {
        let box = StoreBox()
        let store = Store(initialState: [String]()) {
            Reduce<[String], Action> { handled, action in
                handled.append(action.name)
                return .none
            }
        }
        box.store = store
        store.send(.start)
        withObservationTracking { _ = store.state } onChange: {
            MainActor.assumeIsolated {
                _ = store.send(.actionSender(OnDeinit { [box] in
                    MainActor.assumeIsolated { _ = box.store?.send(.stop) }
                }))
            }
        }
        store.send(.kickOffAction)
        #expect(store.state == ["start", "kickOffAction", "actionSender", "stop"])
    }

    /// TCA reports a send made while a `ViewStore` publisher tells of a change ("reentrant actions
    /// are undefined") and then reduces it; here such a send is defined: queued, and reduced right
    /// after the action being reduced, before the outer `send` returns. No warning.
    @Test func anObserverThatSendsWhenToldOfAChangeHasItsActionReducedRightAfter() {
        let store = Store(initialState: 0, reducer: Reduce<Int, Int> { state, action in
            state = action
            return .none
        })
        let recorder = store.recordHistory()
        withObservationTracking { _ = store.state } onChange: {
            MainActor.assumeIsolated { _ = store.send(0) }
        }
        store.send(1)
        #expect(recorder.history.actions == [1, 0])
        #expect(store.state == 0)
    }
}
