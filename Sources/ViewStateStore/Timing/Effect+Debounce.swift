import ViewStateKit
extension Effect {
    /// This effect, started only once `duration` has passed on `clock` without another effect
    /// debounced with the same `id`: each new one cancels the one waiting. A search that runs when
    /// typing pauses.
    ///
    /// ```swift
    /// enum CancelID { case search }
    ///
    /// case .queryChanged(let query):
    ///     state.query = query
    ///     return .run { [search] send in
    ///         await send(.searchResponse(await search(query)))
    ///     }
    ///     .debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)
    /// ```
    ///
    /// In a test, inject a ``ManualClock`` and move time yourself:
    ///
    /// ```swift
    /// await store.send(.queryChanged("s")) { $0.query = "s" }
    /// await store.send(.queryChanged("sw")) { $0.query = "sw" }   // "s" never runs
    /// await clock.advance(by: .milliseconds(300))
    /// await store.receive(.searchResponse(["swift"])) { $0.results = ["swift"] }
    /// ```
    ///
    /// The whole effect waits — `.send` actions too. `.cancel(id:)` operations inside it happen at
    /// once. ``cancel(id:)`` with `id` cancels the wait, or the work once it started.
    public func debounce<C: Clock>(
        id: some Hashable & Sendable,
        for duration: C.Duration,
        clock: C,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> Self {
        guard !isNone else { return self }
        let (body, cancellations) = (inlinedBody(), cancellationsOnly)
        let waiting = Self.run(operation: { send in
            try await clock.sleep(for: duration)
            await body(send)
        }, fileID: firstRun?.fileID ?? fileID, line: firstRun?.line ?? line)
        return cancellations.merge(with: waiting.carryingIDs(of: self).cancellable(id: id, cancelInFlight: true))
    }
}

extension Effect {
    /// The first `.run` of this effect, to name a wrapping effect after it.
    var firstRun: Run? {
        for case .run(let run) in operations { return run }
        return nil
    }

    /// Only this effect's cancellations.
    var cancellationsOnly: Self {
        Self(operations: operations.filter {
            switch $0 {
            case .cancel, .cancelScope: true
            case .send, .run, .concatenate: false
            }
        })
    }

    /// This effect's sends and runs as one async body: the sends in order, then the runs at once,
    /// returning when all have finished. Cancellations are left out (see ``cancellationsOnly``).
    func inlinedBody() -> @Sendable (Send<Action>) async -> Void {
        let operations = operations
        return { send in
            await withTaskGroup(of: Void.self) { group in
                for operation in operations {
                    switch operation {
                    case .send(let action):
                        await send(action)
                    case .run(let run):
                        group.addTask { await run.body(send) }
                    case .concatenate(let concatenation):
                        group.addTask {
                            for part in concatenation.parts { await part.inlinedBody()(send) }
                        }
                    case .cancel, .cancelScope:
                        break
                    }
                }
            }
        }
    }

    /// This effect (one `.run`) also cancellable by every id and inside the scope of `other`'s runs.
    func carryingIDs(of other: Self) -> Self {
        let ids = other.operations.flatMap { operation -> [ScopedEffectID] in
            if case .run(let run) = operation { return run.ids }
            return []
        }
        let scope = other.firstRun?.scope ?? []
        return Self(operations: operations.map { operation in
            guard case .run(var run) = operation else { return operation }
            run.ids += ids
            if run.scope.isEmpty { run.scope = scope }
            return .run(run)
        })
    }
}
