import ViewStateKit

extension Store {
    /// One `.run` that carries out a concatenation's parts in turn, inside one effect's task: the
    /// test store follows it as one effect, and a ``ManualClock`` sleep in any part parks it.
    func concatenationRun(_ concatenation: Effect<Action>.Concatenation) -> Effect<Action>.Run {
        let parts = concatenation.parts
        let effects = self.effects
        let executor = effectExecutor
        return Effect<Action>.Run(
            ids: concatenation.ids,
            scope: concatenation.scope,
            fileID: concatenation.fileID,
            line: concatenation.line,
            body: { send in
                for part in parts {
                    guard !Task.isCancelled else { return }
                    await Self.carryOut(part, send: send, effects: effects, executor: executor)
                }
            }
        )
    }

    /// Carries out one part from inside the concatenation's task, returning once it has
    /// finished: sends in order, cancellations at once, its runs side by side. A run with ids of
    /// its own runs in a task of its own, registered under them, so cancelling one of those ids
    /// ends just this part.
    nonisolated static func carryOut(
        _ part: Effect<Action>,
        send: Send<Action>,
        effects: EffectTasks,
        executor: (any Sendable)?
    ) async {
        await withTaskGroup(of: Void.self) { group in
            for operation in part.operations {
                switch operation {
                case .send(let action):
                    await send(action)
                case .cancel(let key):
                    effects.cancel(key)
                case .cancelScope(let scope):
                    effects.cancel(scope: scope)
                case .run(let run):
                    group.addTask { await runOwnTask(run.body, ids: run.ids, scope: run.scope, send: send, effects: effects, executor: executor) }
                case .concatenate(let inner):
                    let body: @Sendable (Send<Action>) async -> Void = { send in
                        for part in inner.parts {
                            guard !Task.isCancelled else { return }
                            await carryOut(part, send: send, effects: effects, executor: executor)
                        }
                    }
                    group.addTask { await runOwnTask(body, ids: inner.ids, scope: inner.scope, send: send, effects: effects, executor: executor) }
                }
            }
        }
    }

    /// Runs `body` here when it carries no ids of its own; otherwise in a task registered under
    /// its ids and scope (on the test store's executor, if any), awaited here.
    private nonisolated static func runOwnTask(
        _ body: @escaping @Sendable (Send<Action>) async -> Void,
        ids: [ScopedEffectID],
        scope: [EffectID],
        send: Send<Action>,
        effects: EffectTasks,
        executor: (any Sendable)?
    ) async {
        guard !ids.isEmpty else {
            await body(send)
            return
        }
        let id = effects.makeID()
        let task = effects.insert(id, ids: ids, scope: scope, isPart: true) {
            if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *), let executor = executor as? EffectExecutor {
                return Task(executorPreference: executor) { await body(send) }
            }
            return Task { await body(send) }
        }
        await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            task.cancel()
        }
        effects.remove(id)
    }
}
