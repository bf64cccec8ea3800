import ViewStateKit

/// A store for tests that asserts every step: each sent action's state change, each action an
/// effect feeds back, and that no effect is left running.
///
/// ```swift
/// @Test func onAppearFetchesTheItems() async {
///     let store = TestStore(initialState: ItemsReducer.State()) {
///         ItemsReducer(apiClient: .mock(items: [.coffee]))
///     }
///     await store.send(.onAppear) {
///         $0.isLoading = true
///     }
///     await store.receive(.fetchItemsResponse(.success([.coffee]))) {
///         $0.isLoading = false
///         $0.items = [.coffee]
///     }
/// }
/// ```
///
/// The closure gets the state *before* the action and changes it into what the test expects;
/// the test fails, with a field-by-field diff, when the store's state differs — including when
/// the action changed something the closure did not mention.
///
/// **Time.** There are no timeouts. After each `send` and before each `receive`, the test store
/// waits until its effects are *settled*: each has finished or is waiting on something only the
/// test can release — a ``ManualClock`` sleep or a suspended ``UseCaseMock`` call. So `receive`
/// knows at once, without wall-clock time, whether an action came. Effects that wait must
/// therefore wait on those; one that waits on anything else (a real clock, a stream the test
/// never ends) keeps `send` or `receive` waiting for it.
///
/// ```swift
/// let clock = ManualClock()
/// let store = TestStore(initialState: BannerState()) { BannerReducer(clock: clock) }
/// await store.send(.shown) { $0.isVisible = true }
/// await clock.advance(by: .seconds(3))
/// await store.receive(.timedOut) { $0.isVisible = false }
/// ```
///
/// At the end (``finish(fileID:filePath:line:column:)``, or when the test store is released),
/// an action received but not asserted, or an effect still running, fails the test and is named.
@MainActor
public final class TestStore<State: Equatable, Action: Sendable> {
    /// How much this test store insists on; `.on` unless set (see ``TestStoreExhaustivity``).
    public var exhaustivity: TestStoreExhaustivity = .on {
        didSet { ledger.withLock { $0.isExhaustive = exhaustivity == .on } }
    }

    let store: Store<State, Action>
    let tracker = EffectTracker()
    /// Actions fed back by effects, not yet asserted, with the states around each.
    var received: [Reduction] = []
    /// The state after the last action reduced, whatever its source.
    var lastReducedState: State
    /// The reduction of the action being sent by `send`, caught by the store's hook.
    var sentReduction: Reduction?
    /// What `deinit` needs, readable from any thread.
    let ledger: LockedValue<Ledger>
    /// ``RuntimeWarnings`` reported by the reducer or the effects, not yet turned into failures.
    let warnings = LockedValue<[String]>([])

    struct Reduction {
        let action: Action
        let before: State
        let after: State
    }

    struct Ledger: Sendable {
        var isExhaustive = true
        var isFinished = false
        var unreceived: [String] = []
        var lastLocation: CallerLocation
    }

    /// A test store that starts in `initialState` and runs `reducer`, built with the
    /// dependencies the test wants (mocks, a ``ManualClock``).
    public init<R: Reducer>(
        initialState: State,
        @ReducerBuilder<State, Action> reducer: () -> R,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) where R.State == State, R.Action == Action {
        self.store = Store(initialState: initialState, reducer: reducer())
        self.lastReducedState = initialState
        self.ledger = LockedValue(Ledger(lastLocation: CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
        store.instrumentation = StoreInstrumentation(
            tracker: tracker,
            didReduce: { [weak self] action, source, state in self?.didReduce(action, source: source, state: state) },
            describeEffect: { fileID, line, action in "the effect at \(fileID):\(line), started by \(oneLine(action))" },
            report: { [warnings] message, _, _ in warnings.withLock { $0.append(message) } }
        )
    }

    /// The store's current state.
    public var state: State {
        store.state
    }

    /// Sends `action` and asserts the state change: `updateStateToExpectedResult` gets the state
    /// before the action and must turn it into the state after. Without a closure the state
    /// must not change. Returns once the action's effects are settled.
    ///
    /// ```swift
    /// await store.send(.loadOrders) {
    ///     $0.orderList = .loading
    /// }
    /// ```
    @discardableResult
    public func send(
        _ action: Action,
        assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> StoreTask {
        let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        await settle(at: location)
        if exhaustivity == .on, !received.isEmpty {
            reportFailure(Self.unhandledBeforeSendingMessage(received.map(\.action), sending: action), at: location)
        }
        received.removeAll()
        syncLedger()
        sentReduction = nil
        let task = store.send(action)
        if let reduction = sentReduction {
            assertStateChange(
                of: reduction,
                step: "send(\(oneLine(action)))",
                updateStateToExpectedResult,
                at: location
            )
        }
        sentReduction = nil
        await settle(at: location)
        return task
    }

    /// Waits until the effects are settled, then fails for each action received but not
    /// asserted and each effect still running (exhaustive mode only). Released test stores do
    /// the same check without waiting; call this to check at a point of your choosing.
    public func finish(fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) async {
        let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        await settle(at: location)
        if exhaustivity == .on {
            Self.reportLeftovers(unreceived: received.map { oneLine($0.action) }, running: tracker.running, at: location)
        }
        ledger.withLock { $0.isFinished = true }
    }

    /// Drops the actions received but not asserted, so the test can move on.
    public func skipReceivedActions() async {
        await settle(at: ledger.withLock { $0.lastLocation })
        received.removeAll()
        syncLedger()
    }

    /// Cancels every effect still running and waits for them to stop.
    public func skipInFlightEffects() async {
        store.cancelAllEffects()
        await settle(at: ledger.withLock { $0.lastLocation })
    }

    deinit {
        let (ledger, running) = (ledger.current, tracker.running)
        guard ledger.isExhaustive, !ledger.isFinished else { return }
        Self.reportLeftovers(unreceived: ledger.unreceived, running: running, at: ledger.lastLocation)
    }

    private func didReduce(_ action: Action, source: ActionHistory<Action>.Source, state: State) {
        let reduction = Reduction(action: action, before: lastReducedState, after: state)
        lastReducedState = state
        if source == .sent, sentReduction == nil {
            sentReduction = reduction
        } else {
            received.append(reduction)
            syncLedger()
        }
        tracker.noteEvent()
    }

    func syncLedger() {
        let unreceived = received.map { oneLine($0.action) }
        ledger.withLock { $0.unreceived = unreceived }
    }

    /// Waits until every running effect is parked or finished; reports errors they did not handle.
    func settle(at location: CallerLocation) async {
        ledger.withLock { $0.lastLocation = location }
        await tracker.waitUntilSettled()
        reportWarningsAndErrors(at: location)
    }

    /// Fails for each runtime warning and unhandled effect error since the last call.
    func reportWarningsAndErrors(at location: CallerLocation) {
        let reports = warnings.withLock { warnings in
            defer { warnings.removeAll() }
            return warnings
        }
        for message in reports + tracker.takeErrors() {
            reportFailure(message, at: location)
        }
    }
}
