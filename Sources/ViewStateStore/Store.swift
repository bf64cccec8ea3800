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
/// **History.** ``history`` keeps the last actions reduced and where each came from.
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
    @usableFromInline var isSending = false
    @usableFromInline var queue: [Pending] = []
    let effects = EffectTasks()
    /// Follows this store's effects, so a ``ManualClock`` can settle them after each wake-up
    /// and a test store can wait for them.
    package let tracker = EffectTracker()
    /// The slices its scopes observe (``scope(state:action:)``), refreshed after each action.
    @usableFromInline let scopes = ScopeSlices()
    /// Whether a scope was ever made: one Boolean test on the hot path instead of a call.
    @usableFromInline var hasScopes = false
    /// Where effect code runs: a test store's ``EffectExecutor``; `nil` for the default.
    package var effectExecutor: (any Sendable)?
    /// The dependencies in force where the store was built (or a test store's, as the test sets
    /// them); its reducer runs with them. `nil` for the app's plain live values.
    @usableFromInline var dependencies: DependencyValues?
    /// What `dismiss()` does when called from one of this store's own effects rather than a
    /// presented child's: a test store marks itself dismissed. `nil` in an app, where it is reported.
    package var rootDismissal: (@MainActor @Sendable () -> Void)?

    /// The last actions reduced, oldest first. Not observed.
    public var history: ActionHistory<Action> { actionHistory }
    @usableFromInline var actionHistory: ActionHistory<Action>

    /// Hooks a test store uses to follow each action and effect; `nil` in an app.
    @usableFromInline package var instrumentation: StoreInstrumentation<State, Action>?

    /// A store that starts in `initialState` and runs `reducer`.
    @inlinable
    public init<R: Reducer>(initialState: State, reducer: R, historyLimit: Int = 256)
    where R.State == State, R.Action == Action {
        self.currentState = initialState
        self.reducer = reducer.reduce(into:action:)
        self.actionHistory = ActionHistory(limit: historyLimit)
        let dependencies = DependencyValues.current
        self.dependencies = dependencies.isLiveWithoutOverrides ? nil : dependencies
    }

    /// A store that starts in `initialState` and runs the reducer built by `reducer`.
    ///
    /// ```swift
    /// let store = Store(initialState: ItemsReducer.State()) { ItemsReducer(apiClient: .live) }
    /// ```
    @inlinable
    public convenience init<R: Reducer>(
        initialState: State,
        historyLimit: Int = 256,
        @ReducerBuilder<State, Action> reducer: () -> R
    ) where R.State == State, R.Action == Action {
        self.init(initialState: initialState, reducer: reducer(), historyLimit: historyLimit)
    }

    /// The current state. Change it by sending actions.
    @inlinable
    public var state: State {
        registrar.access(self, keyPath: stateKeyPath)
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
        registrar.willSet(self, keyPath: stateKeyPath)
        let effect: Effect<Action>
        if let report = instrumentation?.report {
            effect = reduce(action, reportingTo: report)
        } else if dependencies != nil {
            effect = reduceWithDependencies(action)
        } else {
            effect = reducer(&currentState, action)
        }
        registrar.didSet(self, keyPath: stateKeyPath)
        if hasScopes { scopes.refresh() }
        actionHistory.record(action, source: source)
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
        var index = 0
        while index < queue.count {
            let next = queue[index]
            run(reduce(next.action, source: next.source), of: next.action, group: next.group, sendGroup: &sendGroup)
            index += 1
        }
        queue.removeAll(keepingCapacity: true)
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
