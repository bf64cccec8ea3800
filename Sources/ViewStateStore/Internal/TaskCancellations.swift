import ViewStateKit

/// The work `withTaskCancellation(id:)` started outside any store's effect, by id: what
/// `Task.cancel(id:)` reaches when it is called outside a store's effect. One table for the
/// process, as in swift-composable-architecture; a store's own ids never enter it.
enum TaskCancellations {
    private struct Table: Sendable {
        var tasks: [EffectID: [Int: Task<Void, Never>]] = [:]
        var nextNumber = 0
    }

    private static let table = LockedValue(Table())

    /// Starts `body` in a task registered under `id` (after cancelling the work under `id`
    /// first, with `cancelInFlight`), in one step under the table's lock, so a cancel cannot
    /// miss it. Returns the task and what unregisters it.
    static func start(_ body: @escaping @Sendable () async -> Void, id: EffectID, cancelInFlight: Bool) -> (Task<Void, Never>, remove: @Sendable () -> Void) {
        let (task, number, doomed) = table.withLock { table -> (Task<Void, Never>, Int, [Task<Void, Never>]) in
            let doomed = cancelInFlight ? Array((table.tasks.removeValue(forKey: id) ?? [:]).values) : []
            table.nextNumber += 1
            let task = Task { await body() }
            table.tasks[id, default: [:]][table.nextNumber] = task
            return (task, table.nextNumber, doomed)
        }
        for task in doomed { task.cancel() }
        return (task, { remove(number, under: id) })
    }

    /// Cancels the work running under `id`; whether there was any.
    static func cancel(_ id: EffectID) -> Bool {
        let doomed = table.withLock { Array(($0.tasks.removeValue(forKey: id) ?? [:]).values) }
        for task in doomed { task.cancel() }
        return !doomed.isEmpty
    }

    /// How many tasks run under `id`; for tests.
    static func count(under id: some Hashable & Sendable) -> Int {
        table.withLock { $0.tasks[EffectID(id)]?.count ?? 0 }
    }

    private static func remove(_ number: Int, under id: EffectID) {
        table.withLock { table in
            table.tasks[id]?[number] = nil
            if table.tasks[id]?.isEmpty == true { table.tasks[id] = nil }
        }
    }
}
