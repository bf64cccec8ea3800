import ViewStateKit
/// The most recent actions a store reduced while an ``ActionHistoryRecorder`` was held, oldest
/// first, bounded so a long-lived store never grows without limit.
///
/// ```swift
/// let recorder = store.recordHistory()
/// store.send(.order(.loadOrders))
/// // … the effect sends .order(.ordersLoaded(orders))
/// recorder.history.actions               // [.order(.loadOrders), .order(.ordersLoaded([…]))]
/// recorder.history.entries.map(\.source)  // [.sent, .effect]
/// ```
public struct ActionHistory<Action: Sendable>: Sendable {
    /// Where an action came from.
    public enum Source: Hashable, Sendable {
        /// Sent to the store from outside (a view, a test).
        case sent
        /// Fed back by an effect: a `.send` effect or a `.run` effect's `send`.
        case effect
    }

    /// One reduced action: `sequenceNumber` counts every action since recording began (1, 2, …),
    /// including those since dropped from the bounded history.
    public struct Entry: Sendable {
        public let sequenceNumber: Int
        public let action: Action
        public let source: Source

        @usableFromInline
        init(sequenceNumber: Int, action: Action, source: Source) {
            self.sequenceNumber = sequenceNumber
            self.action = action
            self.source = source
        }
    }

    /// How many actions are kept; older ones are dropped first.
    public var limit: Int { buffer.capacity }
    /// How many actions were reduced since recording began, kept or dropped.
    public var totalCount: Int { recordedCount }

    @usableFromInline var recordedCount = 0
    @usableFromInline var buffer: RingBuffer<Entry>

    @usableFromInline
    init(limit: Int) {
        self.buffer = RingBuffer(capacity: limit)
    }

    /// The kept entries, oldest first.
    public var entries: [Entry] {
        buffer.elements
    }

    /// The kept actions, oldest first.
    public var actions: [Action] {
        entries.map(\.action)
    }

    @inlinable
    mutating func record(_ action: Action, source: Source) {
        recordedCount += 1
        buffer.append(Entry(sequenceNumber: recordedCount, action: action, source: source))
    }
}

extension ActionHistory.Entry: Equatable where Action: Equatable {}
