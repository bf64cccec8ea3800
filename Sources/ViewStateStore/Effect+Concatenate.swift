extension Effect {
    /// Runs `effects` one after another: each starts once the one before it has finished.
    ///
    /// ```swift
    /// case .saveTapped:
    ///     return .concatenate(
    ///         .run { [api, draft] _ in try await api.save(draft) },
    ///         .send(.saveFinished)           // reduced only once the save has returned
    ///     )
    /// ```
    ///
    /// A `.run` has finished when its operation returns; a `.send` once its action is reduced
    /// (not once that action's own effects end); `.cancel(id:)` at once. Effects that only send
    /// and cancel are carried out at once, in order, as ``merge(_:)-swift.type.method`` would.
    ///
    /// The whole runs as one effect: ``cancellable(id:cancelInFlight:)`` on it, or cancelling its
    /// action's task, stops the part running and the parts after it. A part's own id cancels just
    /// that part, and the next one starts.
    public static func concatenate(_ effects: Self..., fileID: String = #fileID, line: UInt = #line) -> Self {
        concatenate(effects, fileID: fileID, line: line)
    }

    /// Runs `effects` one after another (see ``concatenate(_:fileID:line:)-swift.type.method``).
    public static func concatenate(_ effects: some Sequence<Self>, fileID: String = #fileID, line: UInt = #line) -> Self {
        let parts = effects.filter { !$0.isNone }
        guard parts.count > 1 else { return parts.first ?? .none }
        if parts.allSatisfy(\.isImmediate) {
            return Self(operations: parts.flatMap(\.operations))
        }
        return Self(operations: [.concatenate(Concatenation(parts: parts, fileID: fileID, line: line))])
    }

    /// This effect, then `next` once this one has finished.
    ///
    /// ```swift
    /// return .run { _ in try await analytics.flush() }.concatenate(with: .send(.flushed))
    /// ```
    public func concatenate(with next: Self, fileID: String = #fileID, line: UInt = #line) -> Self {
        .concatenate([self, next], fileID: fileID, line: line)
    }

    /// Whether every operation is done the moment the store carries it out (sends, cancellations).
    var isImmediate: Bool {
        operations.allSatisfy { operation in
            switch operation {
            case .send, .cancel, .cancelScope: true
            case .run, .concatenate: false
            }
        }
    }

    /// Effects run one after another, with the ids and scope of the whole (a part's own ids stay
    /// on its runs).
    @usableFromInline
    struct Concatenation: Sendable {
        var parts: [Effect<Action>]
        var ids: [ScopedEffectID] = []
        var scope: [EffectID] = []
        let fileID: String
        let line: UInt

        /// The same parts, changed by `transform`, with the same ids and scope.
        func mapParts<NewAction>(_ transform: (Effect<Action>) -> Effect<NewAction>) -> Effect<NewAction>.Concatenation {
            Effect<NewAction>.Concatenation(parts: parts.map(transform), ids: ids, scope: scope, fileID: fileID, line: line)
        }
    }
}
