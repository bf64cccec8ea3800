/// The effect a task is running for: set as a task-local around each store effect so waits deep
/// inside it (a ``ManualClock`` sleep, a suspended ``UseCaseMock`` call) can say they are
/// parked. Outside a store's effect there is none, and nothing is tracked.
package struct EffectContext: Sendable {
    package let tracker: EffectTracker
    package let effect: Int

    @TaskLocal package static var current: EffectContext?

    package init(tracker: EffectTracker, effect: Int) {
        self.tracker = tracker
        self.effect = effect
    }

    /// Marks the current effect (if any) parked on `reason`; the returned token unparks it.
    package static func park(reason: @autoclosure () -> String, remaining: (@Sendable () -> Duration?)? = nil) -> ParkedWait? {
        guard let context = current else { return nil }
        return ParkedWait(context: context, wait: context.tracker.park(context.effect, reason: reason(), remaining: remaining))
    }
}

/// One parked wait of an effect; ``unpark()`` it before resuming the waiting task.
package struct ParkedWait: Sendable {
    let context: EffectContext
    let wait: Int

    package func unpark() {
        context.tracker.unpark(context.effect, wait: wait)
    }
}
