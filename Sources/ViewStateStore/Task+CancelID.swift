import ViewStateKit

extension Task where Success == Never, Failure == Never {
    /// Cancels, from inside an effect, the effects of its store running under `id`: what
    /// returning ``Effect/cancel(id:)`` from a reducer does, for work that learns it is done
    /// while it runs.
    ///
    /// ```swift
    /// enum CancelID { case poll }
    ///
    /// case .connectTapped:
    ///     return .run { send in
    ///         for await event in socket.events() {
    ///             if event == .closed { Task.cancel(id: CancelID.poll) }
    ///             await send(.received(event))
    ///         }
    ///     }
    /// ```
    ///
    /// Inside a collection element's or a presented child's effect, `id` is that child's id, as
    /// it is for the `.cancel(id:)` its reducer returns. An effect that cancels its own id goes on
    /// until it next checks (`try Task.checkCancellation()`, a clock sleep), and sends nothing
    /// after.
    ///
    /// Cancellation ids belong to a store, so outside a store's effect there is nothing to
    /// cancel: the call is reported (a failure under a test store) and does nothing.
    ///
    /// ```text
    /// Task.cancel(id: String.poll) was called outside a store's effect, so it cancelled nothing: \
    /// cancellation ids belong to the store whose effects carry them. Call it inside an effect's \
    /// operation, or return .cancel(id:) from the reducer.
    /// ```
    public static func cancel(id: some Hashable & Sendable) {
        guard let canceller = EffectCanceller.current else {
            RuntimeWarnings.report(
                "Task.cancel(id: \(EffectID(id))) was called outside a store's effect, so it cancelled nothing: "
                    + "cancellation ids belong to the store whose effects carry them. Call it inside an effect's "
                    + "operation, or return .cancel(id:) from the reducer."
            )
            return
        }
        canceller.cancel(EffectID(id))
    }
}
