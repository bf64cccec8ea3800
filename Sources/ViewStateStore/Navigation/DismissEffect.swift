import ViewStateKit

/// Lets a presented child feature close itself: from one of its effects, `await dismiss()` sends
/// its parent the action that dismisses it — `.dismiss` for a child presented with
/// ``Reducer/ifLet(_:action:then:fileID:line:)`` and a ``PresentationAction``, `.popFrom(id:)`
/// for an element of a navigation stack run by ``Reducer/forEach(_:action:destination:fileID:line:)``.
///
/// ```swift
/// struct Detail: Reducer {
///     @Dependency(\.dismiss) var dismiss
///
///     func reduce(into state: inout State, action: Action) -> Effect<Action> {
///         switch action {
///         case .saveTapped:
///             return .run { [dismiss] _ in
///                 try await save()
///                 await dismiss()      // the parent receives .detail(.dismiss)
///             }
///         …
///         }
///     }
/// }
/// ```
///
/// The parent then clears the child's state (or pops the element), which cancels the child's
/// effects — the one that called `dismiss()` included. The child needs no action of its own for
/// closing and the parent no code for it.
///
/// Called from an effect of the feature a ``TestStore`` runs at its root, it closes that feature
/// as the app would: the test store records the dismissal (`store.isDismissed`), cancels the
/// feature's effects, and takes no more actions — so a feature that closes itself is tested alone.
///
/// Called from an effect that no presentation `ifLet` or stack `forEach` started in a plain
/// `Store`, it dismisses nothing and reports a runtime warning:
///
/// ```text
/// dismiss() at Detail/Detail.swift:14 was called from an effect of no presented child, so nothing was \
/// dismissed. Present the feature with ifLet and a PresentationAction, or push it on a stack run by \
/// forEach, and call dismiss() from one of its effects.
/// ```
public struct DismissEffect: Sendable {
    private let override: (@MainActor @Sendable () -> Void)?

    /// The dismissal the enclosing presentation installs: what a feature gets from
    /// `@Dependency(\.dismiss)`.
    public init() {
        override = nil
    }

    /// A dismissal that runs `dismiss` instead, for a preview or a test of the child alone.
    ///
    /// ```swift
    /// let dismissed = LockedValue(false)
    /// let child = withDependencies { $0.dismiss = DismissEffect { dismissed.withLock { $0 = true } } } operation: {
    ///     Detail()
    /// }
    /// ```
    public init(_ dismiss: @escaping @MainActor @Sendable () -> Void) {
        override = dismiss
    }

    /// Dismisses the feature whose effect is running.
    @MainActor
    public func callAsFunction(fileID: String = #fileID, line: UInt = #line) async {
        if let override {
            override()
        } else if let presentation = Self.presentation {
            presentation.dismiss()
        } else {
            RuntimeWarnings.report(
                "dismiss() at \(fileID):\(line) was called from an effect of no presented child, so nothing was dismissed. "
                    + "Present the feature with ifLet and a PresentationAction, or push it on a stack run by forEach, "
                    + "and call dismiss() from one of its effects."
            )
        }
    }

    /// The presentation whose child's effect is running: set around each effect of a presented
    /// child or a stack element.
    @TaskLocal static var presentation: Presentation?

    /// How the running effect's presentation dismisses it, as a task-local value.
    struct Presentation: Sendable {
        let dismiss: @MainActor @Sendable () -> Void
    }
}

extension DependencyValues {
    /// Dismisses the feature whose effect calls it (see ``DismissEffect``).
    ///
    /// ```swift
    /// @Dependency(\.dismiss) var dismiss
    /// ```
    public var dismiss: DismissEffect {
        get { self[DismissEffectKey.self] }
        set { self[DismissEffectKey.self] = newValue }
    }
}

private enum DismissEffectKey: DependencyKey {
    static let liveValue = DismissEffect()
    static let testValue = DismissEffect()
}

extension Effect {
    /// This effect, with `dismissal` as what ``DismissEffect`` sends from its async work: how a
    /// presentation lets its child close itself.
    func dismissing(with dismissal: Action) -> Self {
        Self(operations: operations.map { operation in
            guard case .run(let run) = operation else { return operation }
            let body = run.body
            return .run(Run(
                priority: run.priority,
                ids: run.ids,
                scope: run.scope,
                fileID: run.fileID,
                line: run.line,
                body: { send in
                    let presentation = DismissEffect.Presentation { send(dismissal) }
                    await DismissEffect.$presentation.withValue(presentation) { await body(send) }
                }
            ))
        })
    }
}
