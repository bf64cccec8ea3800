import ViewStateKit
extension Effect {
    /// The same effect, sending `transform(action)` wherever it sent `action`: how a parent
    /// runs a child feature's effects.
    ///
    /// ```swift
    /// case .order(let action):
    ///     return OrderReducer.reduce(state: &state.order, action: action).map(AppAction.order)
    /// ```
    public func map<NewAction: Sendable>(_ transform: @escaping @Sendable (Action) -> NewAction) -> Effect<NewAction> {
        Effect<NewAction>(operations: operations.map { operation in
            switch operation {
            case .send(let action):
                return .send(transform(action))
            case .run(let run):
                let body = run.body
                return .run(Effect<NewAction>.Run(
                    priority: run.priority,
                    ids: run.ids,
                    scope: run.scope,
                    fileID: run.fileID,
                    line: run.line,
                    body: { send in await body(send.map(transform)) }
                ))
            case .cancel(let key):
                return .cancel(key)
            case .cancelScope(let scope):
                return .cancelScope(scope)
            case .concatenate(let concatenation):
                return .concatenate(concatenation.mapParts { $0.map(transform) })
            }
        })
    }
}
