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
    /// Called outside a store's effect, it cancels the work started outside any store with
    /// ``withTaskCancellation(id:cancelInFlight:operation:)`` under `id`. A store's effects are
    /// not reached from there (ids belong to the store whose effects carry them), so when no such
    /// work runs, the call is reported (a failure under a test store) and does nothing:
    ///
    /// ```text
    /// Task.cancel(id: String.poll) was called outside a store's effect, and no work started there with \
    /// withTaskCancellation(id:) runs under that id, so it cancelled nothing. To stop a store's effects, \
    /// return .cancel(id:) from its reducer, or call Task.cancel(id:) inside one of its effects.
    /// ```
    public static func cancel(id: some Hashable & Sendable) {
        if let canceller = EffectCanceller.current {
            canceller.cancel(EffectID(id))
            return
        }
        guard !TaskCancellations.cancel(EffectID(id)) else { return }
        RuntimeWarnings.report(
            "Task.cancel(id: \(EffectID(id))) was called outside a store's effect, and no work started there with "
                + "withTaskCancellation(id:) runs under that id, so it cancelled nothing. To stop a store's effects, "
                + "return .cancel(id:) from its reducer, or call Task.cancel(id:) inside one of its effects."
        )
    }
}
