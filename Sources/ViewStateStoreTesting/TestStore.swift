import ViewStateKit
import ViewStateStore
import ViewStateTesting

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
/// **The state a test reads.** Actions an effect feeds back are reduced when they arrive, but
/// ``state`` is the state as of the last step the test took: right after `send(a)` it is `a`'s
/// result, after `receive(b)` it is `b`'s, whatever arrived since. Inside the closure of a step
/// it is the state before that step, as in TCA.
///
/// **Time.** After each `send` and before each `receive`, the test store waits until its effects
/// are *settled*: each has finished, or waits on something only the test can release — a
/// ``ManualClock`` sleep, a suspended ``UseCaseMock`` call, an `AsyncStream` the test feeds.
/// Effects run on the test store's own executor, so it sees that moment without a clock.
///
/// ```swift
/// let clock = ManualClock()
/// let store = TestStore(initialState: BannerState()) { BannerReducer(clock: clock) }
/// await store.send(.shown) { $0.isVisible = true }
/// await clock.advance(by: .seconds(3))
/// await store.receive(.timedOut) { $0.isVisible = false }
/// ```
///
/// **Bounds.** No step waits forever. A step waits at most ``timeout`` (1 s unless set) for an
/// effect that waits on something the test store cannot see to send what is expected, and at
/// most ten times that for effect code that keeps running without ever waiting; past a bound it
/// fails, naming the effect and what it waits on.
///
/// At the end (``finish(fileID:filePath:line:column:)``, or when the test store is released),
/// an action received but not asserted fails the test, and so does each effect still running —
/// reported at the `send` or `receive` that started it.
@MainActor
public final class TestStore<State: Equatable, Action: Sendable> {
    /// How much this test store insists on; `.on` unless set (see ``TestStoreExhaustivity``).
    public var exhaustivity: TestStoreExhaustivity = .on {
        didSet { ledger.withLock { $0.isExhaustive = exhaustivity == .on } }
    }

    /// How long a step waits for an effect that waits on something the test store cannot see
    /// (not a ``ManualClock`` sleep or a suspended ``UseCaseMock`` call); effect code that keeps
    /// running is given ten times this. A safety bound: passing tests never wait on it.
    public var timeout: Duration = .seconds(1)

    let store: Store<State, Action>
    let tracker: EffectTracker
    /// Actions fed back by effects, not yet asserted, with the states around each.
    var received: [Reduction] = []
    /// The state after the last action reduced, whatever its source.
    var lastReducedState: State
    /// The state as of the last asserted step (see ``state``).
    var assertedState: State
    /// The state before the step whose assertion closure is running, while it runs (see ``state``).
    var stateBeforeStep: State?
    /// The dependencies the reducer runs with: the test context's values (each key's
    /// `testValue`) with the test's overrides. Change them between steps; the next step, and the
    /// effects it starts, use the new values.
    ///
    /// ```swift
    /// let store = TestStore(initialState: Stopwatch.State()) { Stopwatch() }
    /// store.dependencies.date.now = Date(timeIntervalSince1970: 0)
    /// await store.send(.lapTapped) { $0.laps = [Date(timeIntervalSince1970: 0)] }
    /// store.dependencies.date.now = Date(timeIntervalSince1970: 60)
    /// await store.send(.lapTapped) { $0.laps.append(Date(timeIntervalSince1970: 60)) }
    /// ```
    ///
    /// The assertion closures of `send` and `receive` run with them too.
    public var dependencies: DependencyValues {
        didSet { store.useDependencies(dependencies) }
    }

    /// Whether the feature dismissed itself: one of its own effects called `dismiss()` (a root
    /// feature's `@Dependency(\.dismiss)`). The test store then cancelled its effects, and sends
    /// no more actions.
    ///
    /// ```swift
    /// await store.send(.saveTapped)
    /// await store.receive(.saved)
    /// #expect(store.isDismissed)
    /// ```
    public private(set) var isDismissed = false
    /// The reduction of the action being sent by `send`, caught by the store's hook.
    var sentReduction: Reduction?
    /// Numbers the reductions, so an effect can name the step that started it.
    var reductionCount = 0
    /// What `deinit` needs, readable from any thread.
    let ledger: LockedValue<Ledger>
    /// ``RuntimeWarnings`` reported by the reducer or the effects, not yet turned into failures.
    let warnings = LockedValue<[String]>([])

    struct Reduction {
        let number: Int
        let action: Action
        let before: State
        let after: State
    }

    struct Ledger: Sendable {
        var isExhaustive = true
        var isFinished = false
        var unreceived: [String] = []
        var lastLocation: CallerLocation
        /// For each reduction, the step it belongs to: the `send` or `receive` that asserted it,
        /// or the step in progress when it was reduced.
        var stepLocations: [Int: CallerLocation] = [:]
    }

    /// A test store that starts in `initialState` and runs `reducer`, built with the
    /// dependencies the test wants (mocks, a ``ManualClock``).
    public convenience init<R: Reducer>(
        initialState: @autoclosure () -> State,
        @ReducerBuilder<State, Action> reducer: () -> R,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) where R.State == State, R.Action == Action {
        self.init(
            initialState: initialState, reducer: reducer, dependencies: Self.testDependencies(),
            location: CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// The values in force here, in the test context, with unimplemented calls reported as
    /// failures of the running test.
    static func testDependencies() -> DependencyValues {
        installUnimplementedReporter()
        var values = DependencyValues.current
        values.context = .test
        return values
    }

    /// Builds the initial state, the reducer and the store with `dependencies` in force.
    init<R: Reducer>(
        initialState: () -> State,
        reducer: () -> R,
        dependencies: DependencyValues,
        location: CallerLocation
    ) where R.State == State, R.Action == Action {
        self.store = DependencyValues.$current.withValue(dependencies) {
            Store(initialState: initialState(), reducer: reducer())
        }
        self.dependencies = dependencies
        self.tracker = store.tracker
        self.lastReducedState = store.state
        self.assertedState = store.state
        self.ledger = LockedValue(Ledger(lastLocation: location))
        if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) {
            store.effectExecutor = EffectExecutor(tracker: store.tracker)
        }
        store.rootDismissal = { [weak self] in self?.featureDismissedItself() }
        store.instrumentation = StoreInstrumentation(
            didReduce: { [weak self] action, source, state in self?.didReduce(action, source: source, state: state) },
            describeEffect: { [weak self] fileID, line, action in
                ("the effect at \(fileID):\(line), started by \(oneLine(action))", self?.reductionCount ?? 0)
            },
            describeAction: { oneLine($0) },
            report: { [warnings] message, _, _ in warnings.withLock { $0.append(message) } }
        )
    }

    /// The state as of the last step the test took: right after `send(a)`, `a`'s result; after
    /// `receive(b)`, `b`'s; after `skipReceivedActions()`, the last skipped action's — even when
    /// effects have fed back more actions since. A non-exhaustive step first skips the actions
    /// received before it. Inside the closure of `send` or `receive`, the state *before* that
    /// step, whatever the closure has done to `$0` (as in TCA).
    ///
    /// ```swift
    /// await store.send(.startTapped)            // its timer will tick
    /// await clock.advance(by: .seconds(2))      // two ticks reduced, not yet asserted
    /// store.state.ticks                         // 0: as of send(.startTapped)
    /// await store.receive(.tick) { $0.ticks = 1 }
    /// store.state.ticks                         // 1
    /// ```
    public var state: State {
        stateBeforeStep ?? assertedState
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
    ///
    /// Actions received but not yet asserted make it fail (exhaustive mode); they stay
    /// receivable afterwards.
    @discardableResult
    public func send(
        _ action: Action,
        assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> TestStoreTask {
        let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard !isDismissed else {
            reportFailure(
                "send(\(oneLine(action))) was not sent: the feature dismissed itself, so the test store takes no "
                    + "more actions. End the test at the dismissal, or check store.isDismissed.",
                at: location
            )
            return TestStoreTask(task: .empty, testStore: self, location: location)
        }
        await settle(at: location)
        if !received.isEmpty {
            if exhaustivity == .on {
                reportFailure(Self.unhandledBeforeSendingMessage(received.map(\.action), sending: action), at: location)
            } else {
                skipReceived(because: "send(\(oneLine(action)))", at: location)
            }
        }
        sentReduction = nil
        let task = store.send(action)
        if let reduction = sentReduction {
            assertedState = reduction.after
            assertStateChange(of: reduction, step: "send(\(oneLine(action)))", updateStateToExpectedResult, at: location)
        }
        sentReduction = nil
        await settle(at: location)
        return TestStoreTask(task: task, testStore: self, location: location)
    }

    /// Waits until the effects are settled, then fails for each action received but not
    /// asserted and each effect still running (exhaustive mode only; each effect is reported at
    /// the step that started it). Released test stores do the same check without waiting; call
    /// this to check at a point of your choosing.
    public func finish(fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) async {
        let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        await settle(at: location)
        if exhaustivity == .on {
            // An effect waiting on something the store cannot see gets `timeout` to finish.
            await waitForUnseenWaits { $0.isEmpty }
            reportWarnings(at: location)
            reportLeftovers(unreceived: received.map { oneLine($0.action) }, running: tracker.running, ledger: ledger.current, at: location)
        } else if exhaustivity.showsSkipped {
            showSkippedLeftovers(at: location)
        }
        ledger.withLock { $0.isFinished = true }
    }

    deinit {
        let (ledger, running) = (ledger.current, tracker.running)
        guard ledger.isExhaustive, !ledger.isFinished else { return }
        reportLeftovers(unreceived: ledger.unreceived, running: running, ledger: ledger, at: ledger.lastLocation)
    }

    private func didReduce(_ action: Action, source: ActionHistory<Action>.Source, state: State) {
        reductionCount += 1
        let reduction = Reduction(number: reductionCount, action: action, before: lastReducedState, after: state)
        lastReducedState = state
        let isSent = source == .sent && sentReduction == nil
        let description = isSent ? nil : oneLine(action)
        ledger.withLock { ledger in
            ledger.stepLocations[reduction.number] = ledger.lastLocation
            if let description { ledger.unreceived.append(description) }
        }
        if isSent {
            sentReduction = reduction
        } else {
            received.append(reduction)
        }
        tracker.noteEvent()
    }

    /// The feature called `dismiss()` from one of its own effects: as the app would close it,
    /// the test store stops its effects and takes no more actions.
    private func featureDismissedItself() {
        isDismissed = true
        store.cancelAllEffects()
    }

    /// Drops the first `count` received actions (asserted or skipped), keeping the ledger in step.
    func removeReceived(first count: Int) {
        received.removeFirst(count)
        ledger.withLock { $0.unreceived.removeFirst(count) }
    }

    /// Marks a received reduction as asserted at `location`: effects it started are reported there.
    func markAsserted(_ reduction: Reduction, at location: CallerLocation) {
        ledger.withLock { $0.stepLocations[reduction.number] = location }
        assertedState = reduction.after
    }
}
