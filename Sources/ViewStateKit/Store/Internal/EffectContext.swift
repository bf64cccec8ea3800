/// The effect a task is running for, under a test store: set as a task-local around each effect
/// so waits deep inside it (a ``ManualClock`` sleep, a suspended ``UseCaseMock`` call) can say
/// they are parked. Outside a test store there is none, and nothing is tracked.
package struct EffectContext: Sendable {
    package let tracker: EffectTracker
    package let effect: Int

    @TaskLocal package static var current: EffectContext?

    /// Marks the current effect (if any) parked on `reason`; the returned token unparks it.
    package static func park(reason: @autoclosure () -> String) -> ParkedWait? {
        guard let context = current else { return nil }
        return ParkedWait(context: context, wait: context.tracker.park(context.effect, reason: reason()))
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

/// Where an error that an effect did not handle goes: to the test store running it, if any.
enum EffectErrorReporting {
    static func report(_ error: any Error, fileID: String, line: UInt) async {
        EffectContext.current?.tracker.recordError(
            "An effect created at \(fileID):\(line) threw an error it did not handle: \(error). Pass catch: to .run to turn errors into actions."
        )
    }
}
