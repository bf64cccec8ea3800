import ViewStateKit
extension Effect {
    /// This effect at most once per `duration` on `clock`, among effects throttled with the same
    /// `id`: the first runs at once; those that come while its window is open are dropped, except
    /// one that runs when the window closes — the latest (`latest: true`) or the first of them
    /// (`latest: false`). A scroll position saved at most once a second.
    ///
    /// ```swift
    /// enum CancelID { case savePosition }
    ///
    /// case .scrolled(let offset):
    ///     state.offset = offset
    ///     return .run { [storage] send in
    ///         await storage.save(offset)
    ///         await send(.positionSaved(offset))
    ///     }
    ///     .throttle(id: CancelID.savePosition, for: .seconds(1), clock: clock, latest: true)
    /// ```
    ///
    /// With a ``ManualClock``:
    ///
    /// ```swift
    /// await store.send(.scrolled(10)) { $0.offset = 10 }
    /// await store.receive(.positionSaved(10))                 // at once: the window opens
    /// await store.send(.scrolled(20)) { $0.offset = 20 }     // waits for the window to close
    /// await store.send(.scrolled(30)) { $0.offset = 30 }     // replaces 20 (latest: true)
    /// await clock.advance(by: .seconds(1))
    /// await store.receive(.positionSaved(30))
    /// ```
    ///
    /// The window belongs to `id` on `clock` (each ``ManualClock`` has its own); rows of a list
    /// that each throttle should put their own id in `id`. ``cancel(id:)`` with `id` drops the
    /// effect waiting for the window to close.
    public func throttle<C: Clock>(
        id: some Hashable & Sendable,
        for duration: C.Duration,
        clock: C,
        latest: Bool,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> Self {
        guard !isNone else { return self }
        let (body, cancellations) = (inlinedBody(), cancellationsOnly)
        let key = ThrottleWindows.Key(clock: ThrottleWindows.ClockKey(clock), id: EffectID(id))
        let clockObject = ThrottleWindows.ClockKey.object(of: clock)
        let gated = Self.run(operation: { send in
            let arrival = ThrottleWindows.shared.arrive(
                key, clockObject: clockObject, now: clock.now, duration: duration, body: body, latest: latest
            )
            switch arrival {
            case .runNow:
                await body(send)
            case .dropped:
                return
            case .waitUntil(let deadline):
                do {
                    try await clock.sleep(until: deadline, tolerance: nil)
                } catch {
                    ThrottleWindows.shared.abandonTrailing(key)
                    return
                }
                if let pending: @Sendable (Send<Action>) async -> Void = ThrottleWindows.shared.takeTrailing(key, now: clock.now) {
                    await pending(send)
                }
            }
        }, fileID: firstRun?.fileID ?? fileID, line: firstRun?.line ?? line)
        return cancellations.merge(with: gated.carryingIDs(of: self).cancellable(id: id))
    }
}
