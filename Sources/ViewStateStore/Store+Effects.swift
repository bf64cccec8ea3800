import ViewStateKit
extension Store {
    /// Starts one `.run` effect in its own task. The task holds the store weakly: sends after
    /// the store is gone, or after the task was cancelled, do nothing. A send after the effect
    /// finished (its `send` kept and called later) is dropped and reported.
    func start(_ run: Effect<Action>.Run, startedBy action: Action, group: EffectGroup) -> Task<Void, Never> {
        let id = effects.makeID()
        let tracker = self.tracker
        let label: String
        let origin: Int
        if let instrumentation {
            (label, origin) = instrumentation.describeEffect(run.fileID, run.line, action)
        } else {
            (label, origin) = ("the effect at \(run.fileID):\(run.line)", 0)
        }
        tracker.started(id, label: label, origin: origin)
        let report = instrumentation?.report
        let describeAction = instrumentation?.describeAction
        let send = Send<Action> { [weak self] next in
            guard let self else { return }
            guard tracker.isRunning(id) else {
                let message = "An effect sent \(describeAction?(next) ?? String(describing: next)) after it had finished: "
                    + "\(label). The action was dropped. Keep work that sends inside the effect's operation "
                    + "(await it there), or start it as an effect of its own."
                if let report { report(message, #fileID, #line) } else { RuntimeWarnings.report(message) }
                return
            }
            self.send(next, source: .effect, group: group)
        }
        let context = EffectContext(tracker: tracker, effect: id)
        let executor = effectExecutor
        let canceller = EffectCanceller(tasks: effects, scope: run.scope) { body in
            if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *), let executor = executor as? EffectExecutor {
                return Task(executorPreference: executor, operation: body)
            }
            return Task(operation: body)
        }
        let body = run.body
        let rootDismissal = self.rootDismissal.map { DismissEffect.Presentation(dismiss: $0) }
        // Runs where the effect's task prefers (a test store's executor); marks the effect
        // finished before hopping back to the main actor, so it never looks runnable after.
        let operation: @Sendable () async -> Void = {
            tracker.began(id)
            await RuntimeWarnings.$installed.withValue(RuntimeWarnings.Installed(report)) {
                await EffectContext.$current.withValue(context) {
                    await EffectCanceller.$current.withValue(canceller) {
                        // A presented child's effect sets its own presentation inside `body`.
                        guard let rootDismissal else { return await body(send) }
                        await DismissEffect.$presentation.withValue(rootDismissal) { await body(send) }
                    }
                }
            }
            tracker.finished(id)
        }
        let isolated: @MainActor @Sendable () async -> Void = { [effects] in
            await operation()
            effects.remove(id)
        }
        // Recorded as it starts (see `EffectTasks.insert`), so it cannot finish, or cancel
        // itself by id, before it is recorded.
        let task = effects.insert(id, ids: run.ids, scope: run.scope) {
            if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *), let executor = executor as? EffectExecutor {
                return Task(executorPreference: executor, priority: run.priority, operation: isolated)
            }
            return Task(priority: run.priority, operation: isolated)
        }
        group.add(task, effect: id)
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
    @usableFromInline package let didReduce: @MainActor (Action, ActionHistory<Action>.Source, State) -> Void
    /// Names an effect for failure messages, with the test store's number for the reduction
    /// that started it.
    package let describeEffect: @MainActor (_ fileID: String, _ line: UInt, _ startedBy: Action) -> (label: String, origin: Int)
    /// Names an action for failure messages.
    package let describeAction: @Sendable (Action) -> String
    /// Where ``RuntimeWarnings`` reports go while this store reduces and its effects run.
    @usableFromInline package let report: RuntimeWarnings.Handler?

    package init(
        didReduce: @escaping @MainActor (Action, ActionHistory<Action>.Source, State) -> Void,
        describeEffect: @escaping @MainActor (_ fileID: String, _ line: UInt, _ startedBy: Action) -> (label: String, origin: Int),
        describeAction: @escaping @Sendable (Action) -> String,
        report: RuntimeWarnings.Handler? = nil
    ) {
        self.didReduce = didReduce
        self.describeEffect = describeEffect
        self.describeAction = describeAction
        self.report = report
    }
}

extension Store {
    /// Cancels every effect running now (a test store's `skipInFlightEffects()`).
    package func cancelAllEffects() {
        effects.cancelAll()
    }
}
