import ViewStateKit
extension Effect {
    /// Marks this effect's async work as cancellable with `id`.
    ///
    /// With `cancelInFlight`, work already running under `id` is cancelled first, so only the
    /// newest runs: a search that restarts on every keystroke.
    ///
    /// ```swift
    /// enum CancelID { case search }
    /// case .queryChanged(let query):
    ///     state.query = query
    ///     return .run { send in
    ///         await send(.searchResponse(await search(query)))
    ///     }
    ///     .cancellable(id: CancelID.search, cancelInFlight: true)
    /// ```
    ///
    /// Actions fed back with ``send(_:)`` happen at once and are not affected.
    public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
        let key = ScopedEffectID(scope: [], id: EffectID(id))
        let tagged = operations.map { operation -> Operation in
            switch operation {
            case .run(var run):
                run.ids.append(key)
                return .run(run)
            case .concatenate(var concatenation):
                concatenation.ids.append(key)
                return .concatenate(concatenation)
            case .send, .cancel, .cancelScope:
                return operation
            }
        }
        return Self(operations: cancelInFlight ? [.cancel(key)] + tagged : tagged)
    }

    /// Cancels the work running under `id`. A cancelled effect's later actions are dropped.
    ///
    /// It reaches this feature's work and the work its children (presented with `ifLet`, or
    /// elements of a `forEach`) started under the same id, but never a parent's or a sibling's:
    /// a child's `cancel(id:)` is its own.
    ///
    /// ```swift
    /// case .onDisappear:
    ///     return .cancel(id: CancelID.poll)
    /// ```
    public static func cancel(id: some Hashable & Sendable) -> Self {
        Self(operations: [.cancel(ScopedEffectID(scope: [], id: EffectID(id)))])
    }

    /// This effect with every id and scope moved inside `component`: what a collection element
    /// or a presented child's effects look like from the parent.
    func scoped(in component: EffectID) -> Self {
        Self(operations: operations.map { operation in
            switch operation {
            case .send:
                return operation
            case .run(var run):
                run.scope.insert(component, at: 0)
                run.ids = run.ids.map { ScopedEffectID(scope: [component] + $0.scope, id: $0.id) }
                return .run(run)
            case .cancel(let key):
                return .cancel(ScopedEffectID(scope: [component] + key.scope, id: key.id))
            case .cancelScope(let scope):
                return .cancelScope([component] + scope)
            case .concatenate(var concatenation):
                concatenation.scope.insert(component, at: 0)
                concatenation.ids = concatenation.ids.map { ScopedEffectID(scope: [component] + $0.scope, id: $0.id) }
                concatenation.parts = concatenation.parts.map { $0.scoped(in: component) }
                return .concatenate(concatenation)
            }
        })
    }

    /// Cancels everything started inside `component` (see ``scoped(in:)``).
    static func cancelScope(_ component: EffectID) -> Self {
        Self(operations: [.cancelScope([component])])
    }
}
