/// What `Task.cancel(id:)` reaches from inside an effect: the running effects of the effect's
/// store, and the scope (collection element, presented child) the effect was started in. Set
/// as a task-local around each effect's work.
struct EffectCanceller: Sendable {
    let tasks: EffectTasks
    let scope: [EffectID]

    @TaskLocal static var current: EffectCanceller?

    /// Cancels the effects tagged with `id` in this effect's scope.
    func cancel(_ id: EffectID) {
        tasks.cancel(ScopedEffectID(scope: scope, id: id))
    }
}
