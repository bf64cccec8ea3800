extension ViewModel {
    /// Runs `operation` as the work for `key`, cancelling the work already running for that key,
    /// and returns when it ends.
    ///
    /// The operation gets a ``StateWriter`` rather than `self`: capture the use cases it needs
    /// (`[login]`), not the view model. If the caller's own task is cancelled (a SwiftUI `.task`
    /// whose view disappeared), the operation is cancelled too.
    ///
    /// ```swift
    /// func search(_ query: String) async {
    ///     await run("search") { [search] model in
    ///         model.updateState(to: .loading)
    ///         let results = try? await search.search(query)
    ///         model.updateState(to: results.map(SearchViewState.results) ?? .error("検索に失敗しました"))
    ///     }
    /// }
    /// ```
    /// Two quick calls of `search` end in the state of the second, whichever answer arrives last.
    public final func run(
        _ key: TaskKey,
        operation: @escaping @MainActor (StateWriter<State>) async -> Void
    ) async {
        let writer = StateWriter(viewModel: self)
        let task = Task { @MainActor in await operation(writer) }
        let id = tasks.replace(key, with: task)
        await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            task.cancel()
        }
        tasks.finish(key, id: id)
    }

    /// Starts the work for `key` without waiting for it (for callers that are not async, such
    /// as a button action), with the same cancellation rules as ``run(_:operation:)``.
    public final func start(
        _ key: TaskKey,
        operation: @escaping @MainActor (StateWriter<State>) async -> Void
    ) {
        let writer = StateWriter(viewModel: self)
        let task = Task { @MainActor in await operation(writer) }
        let id = tasks.replace(key, with: task)
        Task { [weak tasks] in
            await task.value
            tasks?.finish(key, id: id)
        }
    }

    /// Cancels the work running for `key`, if any. Its later updates are dropped.
    public final func cancelTask(_ key: TaskKey) {
        tasks.cancel(key)
    }

    /// Cancels all running work of this view model.
    public final func cancelAllTasks() {
        tasks.cancelAll()
    }

    /// The keys whose work is running now.
    public final var runningTaskKeys: Set<TaskKey> {
        tasks.runningKeys
    }
}
