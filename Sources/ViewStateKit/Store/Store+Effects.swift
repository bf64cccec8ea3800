extension Store {
    /// Starts one `.run` effect in its own task. The task holds the store weakly: sends after
    /// the store is gone, or after the task was cancelled, do nothing.
    func start(_ run: Effect<Action>.Run, startedBy action: Action, group: EffectGroup) -> Task<Void, Never> {
        let id = effects.makeID()
        let send = Send<Action> { [weak self] next in
            self?.send(next, source: .effect, group: group)
        }
        let context = instrumentation.map { instrumentation in
            instrumentation.tracker.started(id, label: instrumentation.describeEffect(run.fileID, run.line, action))
            return EffectContext(tracker: instrumentation.tracker, effect: id)
        }
        let body = run.body
        let report = instrumentation?.report
        // Main-actor isolated so the task cannot finish before it is recorded below.
        let task = Task(priority: run.priority) { @MainActor [effects] in
            if let context {
                await RuntimeWarnings.$handler.withValue(report) {
                    await EffectContext.$current.withValue(context) { await body(send) }
                }
            } else {
                await body(send)
            }
            effects.remove(id)
            context?.tracker.finished(id)
        }
        effects.insert(id, task: task, ids: run.ids, scope: run.scope)
        return task
    }

    /// How many effects are running now.
    public var runningEffectCount: Int {
        effects.count
    }
}

/// What a test store hears from its store: every action reduced, with the state after it, and
/// every effect started, named for failure messages.
@usableFromInline
package struct StoreInstrumentation<State, Action: Sendable> {
    package let tracker: EffectTracker
    @usableFromInline package let didReduce: @MainActor (Action, ActionHistory<Action>.Source, State) -> Void
    package let describeEffect: @MainActor (_ fileID: String, _ line: UInt, _ startedBy: Action) -> String
    /// Where ``RuntimeWarnings`` reports go while this store reduces and its effects run.
    @usableFromInline package let report: RuntimeWarnings.Handler?

    package init(
        tracker: EffectTracker,
        didReduce: @escaping @MainActor (Action, ActionHistory<Action>.Source, State) -> Void,
        describeEffect: @escaping @MainActor (_ fileID: String, _ line: UInt, _ startedBy: Action) -> String,
        report: RuntimeWarnings.Handler? = nil
    ) {
        self.tracker = tracker
        self.didReduce = didReduce
        self.describeEffect = describeEffect
        self.report = report
    }
}

extension Store {
    /// Cancels every effect running now (a test store's `skipInFlightEffects()`).
    package func cancelAllEffects() {
        effects.cancelAll()
    }
}
