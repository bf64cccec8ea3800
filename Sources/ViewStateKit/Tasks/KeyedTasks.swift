/// The running tasks of one view model, one per key. Cancels them all when it is released,
/// which happens when the view model that owns it is released.
///
/// It is not actor-isolated so that its `deinit` can cancel the tasks whatever thread the
/// last reference goes away on.
final class KeyedTasks: Sendable {
    private struct Entry: Sendable {
        let id: Int
        let task: Task<Void, Never>
    }

    private struct Table: Sendable {
        var entries: [TaskKey: Entry] = [:]
        var nextID = 0
    }

    private let table = LockedValue(Table())

    /// Cancels the task running for `key`, if any, and records `task` in its place.
    /// Returns the id to pass to `finish` when the task ends.
    func replace(_ key: TaskKey, with task: Task<Void, Never>) -> Int {
        let (id, previous) = table.withLock { table -> (Int, Entry?) in
            table.nextID += 1
            let previous = table.entries[key]
            table.entries[key] = Entry(id: table.nextID, task: task)
            return (table.nextID, previous)
        }
        previous?.task.cancel()
        return id
    }

    /// Forgets the task for `key` if it is still the one with `id`.
    func finish(_ key: TaskKey, id: Int) {
        table.withLock { table in
            if table.entries[key]?.id == id { table.entries[key] = nil }
        }
    }

    func cancel(_ key: TaskKey) {
        table.withLock { $0.entries.removeValue(forKey: key) }?.task.cancel()
    }

    func cancelAll() {
        let running = table.withLock { table in
            defer { table.entries.removeAll() }
            return Array(table.entries.values)
        }
        for entry in running { entry.task.cancel() }
    }

    var runningKeys: Set<TaskKey> {
        table.withLock { Set($0.entries.keys) }
    }

    deinit {
        cancelAll()
    }
}
