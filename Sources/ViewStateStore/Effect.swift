import ViewStateKit
/// Work a reducer asks the store to do after it changed the state: a value, so a reducer stays a
/// pure function and a test can look at what it returned.
///
/// ```swift
/// case .onAppear:
///     state.isLoading = true
///     return .run { [apiClient] send in
///         await send(.fetchItemsResponse(Result { try await apiClient.fetchItems() }))
///     }
/// case .itemTapped:
///     return .none
/// ```
///
/// - ``none``: nothing to do.
/// - ``send(_:)``: feed an action straight back, after the current one.
/// - ``run(priority:operation:catch:fileID:line:)``: async work that sends actions back.
/// - ``merge(_:)-swift.type.method``: several effects at once; ``concatenate(_:fileID:line:)-swift.type.method``:
///   one after another.
/// - ``cancellable(id:cancelInFlight:)`` and ``cancel(id:)``: stop work by id.
/// - ``map(_:)``: embed a child's effect in its parent's actions.
public struct Effect<Action: Sendable>: Sendable {
    @usableFromInline
    enum Operation: Sendable {
        case send(Action)
        case run(Run)
        case cancel(ScopedEffectID)
        /// Cancels every effect started inside `scope` (an element that was removed, a child that
        /// was dismissed).
        case cancelScope([EffectID])
        /// Effects run one after another (``concatenate(_:fileID:line:)-swift.type.method``).
        case concatenate(Concatenation)
    }

    /// One `.run` effect: its work, where it was written, and how it can be cancelled.
    @usableFromInline
    struct Run: Sendable {
        var priority: TaskPriority?
        var ids: [ScopedEffectID] = []
        var scope: [EffectID] = []
        let fileID: String
        let line: UInt
        let body: @Sendable (Send<Action>) async -> Void
    }

    @usableFromInline let operations: [Operation]

    @usableFromInline
    init(operations: [Operation]) {
        self.operations = operations
    }

    /// Nothing to do.
    @inlinable
    public static var none: Self { Self(operations: []) }

    /// Whether this effect does nothing at all.
    @inlinable
    public var isNone: Bool { operations.isEmpty }

    /// Feeds `action` back to the store. It is reduced right after the current action, before
    /// `send` returns: use it to share logic between actions, not to do work.
    ///
    /// ```swift
    /// case .refreshPulled:
    ///     return .send(.loadOrders)
    /// ```
    public static func send(_ action: Action) -> Self {
        Self(operations: [.send(action)])
    }

    /// Async work that can send actions back. It starts right after the reducer returns and runs
    /// off the main actor; `send` hops back to it.
    ///
    /// ```swift
    /// return .run { [clock] send in
    ///     try await clock.sleep(for: .seconds(2))
    ///     await send(.bannerTimedOut)
    /// }
    /// ```
    ///
    /// The work runs with the ``DependencyValues`` in force where the effect was made — in a
    /// reducer, those the store runs it with — whichever task sends the action, so
    /// `DependencyValues.current` and a feature built inside the work see the store's overrides.
    ///
    /// - Parameters:
    ///   - operation: the work. Throwing `CancellationError` (or any error once cancelled)
    ///     simply ends it.
    ///   - handler: turns any other error into actions. Without one, the error ends the effect;
    ///     a ``TestStore`` reports it as a failure.
    ///   - fileID, line: where the effect was written, to name it in test failures.
    public static func run(
        priority: TaskPriority? = nil,
        operation: @escaping @Sendable (Send<Action>) async throws -> Void,
        catch handler: (@Sendable (any Error, Send<Action>) async -> Void)? = nil,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> Self {
        let dependencies = DependencyValues.current
        let body: @Sendable (Send<Action>) async -> Void = { send in
            await DependencyValues.$current.withValue(dependencies) {
                do {
                    try await operation(send)
                } catch {
                    guard !Task.isCancelled, !(error is CancellationError) else { return }
                    if let handler {
                        await handler(error, send)
                    } else {
                        await EffectErrorReporting.report(error, fileID: fileID, line: line)
                    }
                }
            }
        }
        return Self(operations: [.run(Run(priority: priority, fileID: fileID, line: line, body: body))])
    }

    /// Runs all of `effects` at once.
    ///
    /// ```swift
    /// return .merge(.send(.loadOrders), .cancel(id: CancelID.poll))
    /// ```
    public static func merge(_ effects: Self...) -> Self {
        merge(effects)
    }

    /// Runs all of `effects` at once.
    public static func merge(_ effects: some Sequence<Self>) -> Self {
        Self(operations: effects.flatMap(\.operations))
    }

    /// This effect and `other`, at once.
    @inlinable
    public func merge(with other: Self) -> Self {
        Self(operations: operations + other.operations)
    }
}
