/// What `Task.cancel(id:)` and `withTaskCancellation(id:)` reach from inside an effect: the
/// running effects of the effect's store, and the scope (collection element, presented child)
/// the effect was started in. Set as a task-local around each effect's work.
struct EffectCanceller: Sendable {
    let tasks: EffectTasks
    let scope: [EffectID]
    /// Starts a task where the store's effects run (a test store's executor, so it sees the
    /// task's work), for work an effect hands to a task of its own.
    let startTask: @Sendable (@escaping @Sendable () async -> Void) -> Task<Void, Never>

    @TaskLocal static var current: EffectCanceller?

    /// Cancels the effects tagged with `id` in this effect's scope.
    func cancel(_ id: EffectID) {
        tasks.cancel(ScopedEffectID(scope: scope, id: id))
    }

    /// Starts `body` in a task of its own, cancellable under `id` in this effect's scope as the
    /// store's effects are (and with them: removing an element or dismissing a child cancels it).
    /// Returns the task and what removes it from the store's effects once it is done.
    func start(_ body: @escaping @Sendable () async -> Void, id: EffectID, cancelInFlight: Bool) -> (Task<Void, Never>, remove: @Sendable () -> Void) {
        if cancelInFlight { cancel(id) }
        let number = tasks.makeID()
        let task = tasks.insert(number, ids: [ScopedEffectID(scope: scope, id: id)], scope: scope, isPart: true) {
            startTask(body)
        }
        return (task, { [tasks] in tasks.remove(number) })
    }
}
