/// The most recent transitions of a view model, oldest first, bounded so a long-lived
/// screen never grows without limit.
///
/// Every call of `updateState(to:)` is one transition, even when the new state equals the
/// old one: nothing is merged, so a test can see every step a screen took.
///
/// ```swift
/// let model = LoginViewModel(login: LoginUseCaseMock(results: [.success(.taro)]))
/// await model.submit(email: "taro@example.com", password: "secret")
/// model.history.states   // [.idle, .loading, .success(User(id: 1, name: "Taro"))]
/// ```
public struct StateHistory<State: Sendable>: Sendable {
    /// One change of state: `sequenceNumber` counts every transition since the start (1, 2, …),
    /// including those that have since been dropped from the bounded history.
    public struct Transition: Sendable {
        public let sequenceNumber: Int
        public let from: State
        public let to: State

        @usableFromInline
        init(sequenceNumber: Int, from: State, to: State) {
            self.sequenceNumber = sequenceNumber
            self.from = from
            self.to = to
        }
    }

    /// How many transitions are kept; older ones are dropped first.
    public var limit: Int { buffer.capacity }
    /// The kept transitions, oldest first.
    public var transitions: [Transition] {
        let reached = buffer.elements
        let first = recordedCount - reached.count + 1
        var from = oldestKeptState
        return reached.enumerated().map { offset, to in
            defer { from = to }
            return Transition(sequenceNumber: first + offset, from: from, to: to)
        }
    }
    /// How many transitions happened in all, kept or dropped.
    public var totalCount: Int { recordedCount }

    // Used by `ViewModel.updateState(to:)`, which is inlinable so that it is specialized for the
    // screen's state: unspecialized, every update looked up generic type metadata at run time.
    // Only the state each transition reached is kept: a transition starts where the one before
    // it ended (the first kept one at `oldestKeptState`), and the sequence numbers of the kept
    // ones run up to `recordedCount`, so an update copies one state, not a whole transition.
    @usableFromInline var recordedCount = 0
    @usableFromInline var buffer: RingBuffer<State>
    @usableFromInline var oldestKeptState: State

    init(initialState: State, limit: Int) {
        self.buffer = RingBuffer(capacity: limit)
        self.oldestKeptState = initialState
    }

    /// The states in order: the oldest kept state followed by the state after each kept transition.
    public var states: [State] {
        [oldestKeptState] + buffer.elements
    }

    /// How many transitions were dropped because the history was full.
    public var droppedCount: Int {
        totalCount - buffer.count
    }

    /// The states reached by transitions whose sequence number is greater than `sequenceNumber`,
    /// in order. Pass a `totalCount` read earlier to get everything that happened since.
    ///
    /// ```swift
    /// let mark = model.history.totalCount
    /// await model.submit(email: "taro@example.com", password: "wrong")
    /// model.history.states(after: mark)   // [.loading, .error("ログインに失敗しました")]
    /// ```
    public func states(after sequenceNumber: Int) -> [State] {
        let reached = buffer.elements
        let skipped = max(0, sequenceNumber - (recordedCount - reached.count))
        return Array(reached.dropFirst(skipped))
    }

    /// Records a transition from the state last reached to `new`.
    @inlinable
    mutating func record(_ new: State) {
        recordedCount += 1
        if let dropped = buffer.append(new) {
            oldestKeptState = dropped
        }
    }
}

extension StateHistory.Transition: Equatable where State: Equatable {}
