import Observation
import ViewStateKit

/// Holds a feature's state, runs its reducer for every action, and runs the effects the
/// reducer returns. `@MainActor` and `Observable`: SwiftUI views read it directly.
///
/// ```swift
/// let store = Store(initialState: ItemsReducer.State()) {
///     ItemsReducer(apiClient: .live)
/// }
/// store.send(.onAppear)      // state.isLoading is true at once; the fetch runs in an effect
/// store.isLoading            // true — state fields read through the store
/// ```
///
/// **Effects.** A `.run` effect runs in its own task and holds the store weakly, so releasing
/// the store cancels every effect still running, and a cancelled effect's actions are dropped.
///
/// **Reentrancy.** An action sent while another is being reduced — a `.send` effect, or a
/// `send` from code that observes the state — is queued, not lost: it is reduced right after
/// the current one, in the order sent, before the outer `send` returns. A reducer never runs
/// inside another.
///
/// **Dependencies.** The reducer runs with the ``DependencyValues`` in force where the store
/// was built, so a store built inside `withDependencies { … }` keeps the overrides for every
/// action, and so do the child reducers its `body` builds on each action. (An app that
/// overrides nothing pays nothing for this.)
///
/// **History.** A store keeps the actions it reduces only while something asks:
/// ``recordHistory(limit:)`` returns a recorder that keeps them (and where each came from) while
/// it is held. A store nobody asks records nothing.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action: Sendable>: Observable {
    // The no-effect path of `send` is @inlinable so it is specialized for the app's State and
    // Action: unspecialized generic code looks type metadata up at run time on every send.
    @usableFromInline var currentState: State
    @usableFromInline let reducer: (inout State, Action) -> Effect<Action>
    @usableFromInline let registrar = ObservationRegistrar()
    // A key path into a generic class is built at run time; build it once, not on every send.
    @usableFromInline let stateKeyPath: KeyPath<Store, State> = \.state
    // The three flags below are read and written on every send. The store is @MainActor, and a
    // flag is only ever read or set, never held across a call that could reach the store again,
    // so the run-time exclusivity checks Swift would make on each are left out. (The queue keeps
    // its checks: an action's `deinit` can send while the queue is being changed, and the check
    // is what found that.)
    @exclusivity(unchecked) @usableFromInline var isSending = false
    @usableFromInline var queue: [Pending] = []
    /// Whether anything beyond the reducer must run for an action: a scope, dependencies, a
    /// history recorder or a test store's hooks. One test on the hot path instead of four.
    @exclusivity(unchecked) @usableFromInline var hasHooks = false
    /// Whether `state` was read since the last change: only then can an observer be tracking it
    /// (Observation forgets an observer once it has told it of a change, and an observer tracks
    /// again by reading), so only then does a change need Observation's willSet and didSet.
    @exclusivity(unchecked) @usableFromInline var stateWasRead = false
    let effects = EffectTasks()
    /// Follows this store's effects, so a ``ManualClock`` can settle them after each wake-up
    /// and a test store can wait for them.
    package let tracker = EffectTracker()
    /// The slices its scopes observe (``scope(state:action:)``), refreshed after each action.
    @usableFromInline let scopes = ScopeSlices()
    /// Whether a scope was ever made.
    @usableFromInline var hasScopes = false {
        didSet { updateHasHooks() }
    }
    /// Where effect code runs: a test store's ``EffectExecutor``; `nil` for the default.
    package var effectExecutor: (any Sendable)?
    /// The dependencies in force where the store was built (or a test store's, as the test sets
    /// them); its reducer runs with them. `nil` for the app's plain live values.
    @usableFromInline var dependencies: DependencyValues? {
        didSet { updateHasHooks() }
    }
    /// What `dismiss()` does when called from one of this store's own effects rather than a
    /// presented child's: a test store marks itself dismissed. `nil` in an app, where it is reported.
    package var rootDismissal: (@MainActor @Sendable () -> Void)?

    /// Whoever asked to keep the actions reduced (``recordHistory(limit:)``); `nil` while nobody
    /// holds a recorder, so a store nobody asks records nothing.
    @usableFromInline var recorders: [WeakRecorder<Action>]? {
        didSet { updateHasHooks() }
    }

    /// Hooks a test store uses to follow each action and effect; `nil` in an app.
    @usableFromInline package var instrumentation: StoreInstrumentation<State, Action>? {
        didSet { updateHasHooks() }
    }

    /// A store that starts in `initialState` and runs `reducer`.
    @inlinable
    public init<R: Reducer>(initialState: State, reducer: R)
    where R.State == State, R.Action == Action {
        self.currentState = initialState
        self.reducer = reducer.reduce(into:action:)
        let dependencies = DependencyValues.current
        self.dependencies = dependencies.isLiveWithoutOverrides ? nil : dependencies
        self.hasHooks = self.dependencies != nil
    }

    @usableFromInline
    func updateHasHooks() {
        hasHooks = hasScopes || dependencies != nil || recorders != nil || instrumentation != nil
    }

    /// A store that starts in `initialState` and runs the reducer built by `reducer`.
    ///
    /// ```swift
    /// let store = Store(initialState: ItemsReducer.State()) { ItemsReducer(apiClient: .live) }
    /// ```
    @inlinable
    public convenience init<R: Reducer>(
        initialState: State,
        @ReducerBuilder<State, Action> reducer: () -> R
    ) where R.State == State, R.Action == Action {
        self.init(initialState: initialState, reducer: reducer())
    }

    /// The current state. Change it by sending actions.
    @inlinable
    public var state: State {
        registrar.access(self, keyPath: stateKeyPath)
        stateWasRead = true
        return currentState
    }

    /// A field of the state: `store.isLoading` reads `store.state.isLoading`.
    @inlinable
    public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
        state[keyPath: keyPath]
    }

    /// Reduces `action` and starts the effects it returns.
    ///
    /// The state has changed when `send` returns. The returned ``StoreTask`` can be awaited
    /// until the effects finish, or ignored.
    ///
    /// ```swift
    /// store.send(.itemTapped(item))
    /// await store.send(.refreshPulled).finish()
    /// ```
    @inlinable
    @discardableResult
    public func send(_ action: Action) -> StoreTask {
        guard !isSending else { return enqueue(action, source: .sent, group: nil) }
        isSending = true
        let effect = reduce(action, source: .sent)
        if effect.isNone, queue.isEmpty {
            isSending = false
            return StoreTask(group: nil)
        }
        return finishSending(action, effect: effect, group: nil)
    }

    deinit {
        effects.cancelAll()
    }

    /// Changes the state for `action` and records it.
    @inlinable
    func reduce(_ action: Action, source: ActionHistory<Action>.Source) -> Effect<Action> {
        guard hasHooks || stateWasRead else { return reducer(&currentState, action) }
        return reduceWithHooks(action, source: source)
    }

    /// ``reduce(_:source:)`` when someone watches: Observation, scopes, dependencies, recorders,
    /// a test store. Never inlined, so the plain path stays small enough to inline; inlinable, so
    /// it is specialized for the app's State and Action all the same.
    @inlinable
    @inline(never)
    func reduceWithHooks(_ action: Action, source: ActionHistory<Action>.Source) -> Effect<Action> {
        let isObserved = stateWasRead
        if isObserved {
            stateWasRead = false
            registrar.willSet(self, keyPath: stateKeyPath)
        }
        let effect: Effect<Action>
        if let report = instrumentation?.report {
            effect = reduce(action, reportingTo: report)
        } else if dependencies != nil {
            effect = reduceWithDependencies(action)
        } else {
            effect = reducer(&currentState, action)
        }
        if isObserved { registrar.didSet(self, keyPath: stateKeyPath) }
        if hasScopes { scopes.refresh() }
        if recorders != nil { recordHistory(action, source: source) }
        if let instrumentation {
            instrumentation.didReduce(action, source, currentState)
        }
        return effect
    }

    /// Runs the reducer with `report` receiving its ``RuntimeWarnings`` (a test store's), and
    /// with the dependencies the store was built with, if any.
    @usableFromInline
    func reduce(_ action: Action, reportingTo report: @escaping RuntimeWarnings.Handler) -> Effect<Action> {
        RuntimeWarnings.$installed.withValue(RuntimeWarnings.Installed(report)) {
            dependencies == nil ? reducer(&currentState, action) : reduceWithDependencies(action)
        }
    }

    /// Runs the reducer, and effects it starts from now on, with `values` (a test store's
    /// `dependencies`, changed between steps).
    package func useDependencies(_ values: DependencyValues) {
        dependencies = values.isLiveWithoutOverrides ? nil : values
    }

    /// Runs the reducer with the dependencies the store was built with. Kept out of line so
    /// the plain path of `reduce` stays small enough to inline.
    @usableFromInline
    func reduceWithDependencies(_ action: Action) -> Effect<Action> {
        DependencyValues.$current.withValue(dependencies ?? DependencyValues()) { reducer(&currentState, action) }
    }

    /// Queues an action sent while another is being reduced; it gets a task of its own.
    @usableFromInline
    func enqueue(_ action: Action, source: ActionHistory<Action>.Source, group: EffectGroup?) -> StoreTask {
        let group = group ?? EffectGroup()
        queue.append(Pending(action: action, source: source, group: group))
        return StoreTask(group: group)
    }

    /// Sends an action from an effect: its effects join the effect's `group`.
    func send(_ action: Action, source: ActionHistory<Action>.Source, group: EffectGroup) {
        guard !isSending else {
            _ = enqueue(action, source: source, group: group)
            return
        }
        isSending = true
        _ = finishSending(action, effect: reduce(action, source: source), group: group)
    }

    /// Starts `effect` (returned for `action`), then reduces the queued actions in order.
    @usableFromInline
    func finishSending(_ action: Action, effect: Effect<Action>, group: EffectGroup?) -> StoreTask {
        defer { isSending = false }
        var sendGroup = group
        run(effect, of: action, group: nil, sendGroup: &sendGroup)
        while !queue.isEmpty {
            var index = 0
            while index < queue.count {
                let next = queue[index]
                run(reduce(next.action, source: next.source), of: next.action, group: next.group, sendGroup: &sendGroup)
                index += 1
            }
            // Let go of the reduced actions with the queue empty and free: an action's last copy
            // may be here, and its values' `deinit` may send, which queues for the next round.
            var reduced: [Pending] = []
            swap(&reduced, &queue)
            reduced.removeAll()
        }
        return StoreTask(group: sendGroup)
    }

    /// Carries out `effect`'s operations. Tasks join `group`, or when that is `nil` the group
    /// of the outer `send` (made on first use).
    private func run(_ effect: Effect<Action>, of action: Action, group: EffectGroup?, sendGroup: inout EffectGroup?) {
        for operation in effect.operations {
            switch operation {
            case .send(let next):
                queue.append(Pending(action: next, source: .effect, group: group))
            case .run(let run):
                let target = group ?? sendGroup ?? EffectGroup()
                if group == nil { sendGroup = target }
                _ = start(run, startedBy: action, group: target)
            case .cancel(let key):
                effects.cancel(key)
            case .cancelScope(let scope):
                effects.cancel(scope: scope)
            case .concatenate(let concatenation):
                let target = group ?? sendGroup ?? EffectGroup()
                if group == nil { sendGroup = target }
                _ = start(concatenationRun(concatenation), startedBy: action, group: target)
            }
        }
    }

    @usableFromInline
    struct Pending {
        let action: Action
        let source: ActionHistory<Action>.Source
        let group: EffectGroup?
    }
}
