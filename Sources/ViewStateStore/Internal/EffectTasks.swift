import ViewStateKit
/// The running effect tasks of one store, by serial number, with the cancellation ids and
/// scopes each carries. Not actor-isolated, so the store's `deinit` can cancel them all.
final class EffectTasks: Sendable {
    private struct Entry: Sendable {
        let task: Task<Void, Never>
        let ids: [ScopedEffectID]
        let scope: [EffectID]
        /// A part of a concatenation, run inside that effect: cancellable, not counted.
        var isPart = false
    }

    private struct Table: Sendable {
        var entries: [Int: Entry] = [:]
        var nextID = 0
    }

    private let table = LockedValue(Table())

    /// A fresh serial number for an effect about to start.
    func makeID() -> Int {
        table.withLock { table in
            table.nextID += 1
            return table.nextID
        }
    }

    /// Starts an effect's task with `start` and records it under `id`, in one step: the task's
    /// own code cannot cancel its ids (`Task.cancel(id:)`) or remove its entry before the entry
    /// exists, because both wait for the lock `start` runs under. (An actor-isolated task body
    /// is no such guarantee: the compiler may start it on another executor.) `isPart` marks a
    /// part of a concatenation, which ``count`` does not count.
    func insert(
        _ id: Int,
        ids: [ScopedEffectID],
        scope: [EffectID],
        isPart: Bool = false,
        starting start: () -> Task<Void, Never>
    ) -> Task<Void, Never> {
        table.withLock { table in
            let task = start()
            table.entries[id] = Entry(task: task, ids: ids, scope: scope, isPart: isPart)
            return task
        }
    }

    func remove(_ id: Int) {
        table.withLock { _ = $0.entries.removeValue(forKey: id) }
    }

    /// Cancels the tasks tagged with `key`'s id in `key`'s scope or deeper: a feature's
    /// `cancel(id:)` reaches the work its presented children and elements started under that id,
    /// never its parent's or a sibling's.
    func cancel(_ key: ScopedEffectID) {
        cancel { entry in entry.ids.contains { $0.id == key.id && $0.scope.starts(with: key.scope) } }
    }

    /// Cancels the tasks started inside `scope` or deeper.
    func cancel(scope: [EffectID]) {
        cancel { $0.scope.starts(with: scope) }
    }

    func cancelAll() {
        cancel { _ in true }
    }

    /// The effects running; a concatenation counts once, whichever part it is at.
    var count: Int {
        table.withLock { $0.entries.values.count { !$0.isPart } }
    }

    private func cancel(where matches: (Entry) -> Bool) {
        let doomed = table.withLock { table -> [Task<Void, Never>] in
            let ids = table.entries.filter { matches($0.value) }.map(\.key)
            return ids.compactMap { table.entries.removeValue(forKey: $0)?.task }
        }
        for task in doomed { task.cancel() }
    }
}
