import ViewStateKit
/// What `send` returns: the effects the action started — and those started by the actions they
/// sent back, and so on — to wait for or cancel.
///
/// ```swift
/// await store.send(.refreshPulled).finish()   // returns once the reload has landed
/// ```
///
/// Ignore it when you do not need it; the effects run either way.
@MainActor
public struct StoreTask: Sendable {
    @usableFromInline let group: EffectGroup?

    @usableFromInline
    init(group: EffectGroup?) {
        self.group = group
    }

    /// A task with no effects: what a test store returns for an action it did not send.
    package static var empty: StoreTask { StoreTask(group: nil) }

    /// The numbers of the effects in this task, for a test store.
    package var effectIDs: [Int] {
        group?.effectIDs ?? []
    }

    /// Whether the action started any async work.
    public var hasEffects: Bool {
        group.map { !$0.tasks.isEmpty } ?? false
    }

    /// Waits until every effect in this task has finished, including effects started later by
    /// actions they send. If the waiting task is cancelled (a SwiftUI `.task` whose view went
    /// away), the effects are cancelled too.
    public func finish() async {
        guard let group else { return }
        await withTaskCancellationHandler {
            await group.waitForAll()
        } onCancel: {
            Task { @MainActor in group.cancel() }
        }
    }

    /// Cancels every effect in this task.
    public func cancel() {
        group?.cancel()
    }
}

/// The tasks started on behalf of one `send`; grows while its effects send more actions.
@MainActor
@usableFromInline
final class EffectGroup {
    private(set) var tasks: [Task<Void, Never>] = []
    private(set) var effectIDs: [Int] = []

    func add(_ task: Task<Void, Never>, effect: Int) {
        tasks.append(task)
        effectIDs.append(effect)
    }

    func waitForAll() async {
        var index = 0
        while index < tasks.count {
            await tasks[index].value
            index += 1
        }
    }

    func cancel() {
        for task in tasks { task.cancel() }
    }
}
