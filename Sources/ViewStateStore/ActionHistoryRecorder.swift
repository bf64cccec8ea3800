import ViewStateKit

/// Keeps the actions a store reduces while it is held: what ``Store/recordHistory(limit:)``
/// returns. A store records nothing unless something holds a recorder, so an app that never
/// asks pays nothing for its history.
///
/// ```swift
/// let recorder = store.recordHistory(limit: 100)
/// store.send(.refreshPulled)
/// recorder.history.actions   // [.refreshPulled, .ordersLoaded([…])] once the effect answered
/// ```
///
/// Release the recorder (or let it go out of scope) and the store stops recording for it.
@MainActor
public final class ActionHistoryRecorder<Action: Sendable> {
    /// The actions reduced since the recorder was made, the last `limit` of them.
    public var history: ActionHistory<Action> { kept }

    @usableFromInline var kept: ActionHistory<Action>

    init(limit: Int) {
        self.kept = ActionHistory(limit: limit)
    }

    @inlinable
    func record(_ action: Action, source: ActionHistory<Action>.Source) {
        kept.record(action, source: source)
    }
}

extension Store {
    /// Starts keeping the actions this store reduces, the last `limit` of them, with where each
    /// came from, for as long as the returned recorder is held.
    ///
    /// ```swift
    /// let recorder = store.recordHistory()
    /// store.send(.echoTapped("a"))                 // reduces .echoTapped, then the .echoed it sends
    /// recorder.history.entries.map(\.source)      // [.sent, .effect]
    /// ```
    public func recordHistory(limit: Int = 256) -> ActionHistoryRecorder<Action> {
        let recorder = ActionHistoryRecorder<Action>(limit: limit)
        recorders = (recorders?.filter { $0.recorder != nil } ?? []) + [WeakRecorder(recorder: recorder)]
        return recorder
    }

    /// Records `action` for each recorder still held; stops recording when none is.
    @inlinable
    func recordHistory(_ action: Action, source: ActionHistory<Action>.Source) {
        guard let recorders else { return }
        var released = false
        // By index: reading each weak reference in place, not copying the box.
        for index in recorders.indices {
            if let recorder = recorders[index].recorder {
                recorder.record(action, source: source)
            } else {
                released = true
            }
        }
        if released {
            let live = recorders.filter { $0.recorder != nil }
            self.recorders = live.isEmpty ? nil : live
        }
    }
}

/// A recorder of a store's history, held weakly: the store records while someone else holds it.
@usableFromInline
struct WeakRecorder<Action: Sendable> {
    @usableFromInline weak var recorder: ActionHistoryRecorder<Action>?

    @usableFromInline
    init(recorder: ActionHistoryRecorder<Action>?) {
        self.recorder = recorder
    }
}
