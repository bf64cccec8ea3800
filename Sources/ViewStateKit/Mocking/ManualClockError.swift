/// Why ``ManualClock/run(maxSteps:)`` gave up.
public enum ManualClockError: Error, Equatable, CustomStringConvertible {
    /// After waking `steps` sleepers, `sleepers` still sleep, the next until `nextDeadline`:
    /// most likely a repeating timer that nothing stops.
    case sleepersRemainAfterMaxSteps(Int, sleepers: Int, nextDeadline: ManualClock.Instant)

    /// What went wrong and what to do next.
    ///
    /// ```text
    /// ManualClock.run() woke 1000 sleepers and 1 still sleeps (next deadline 1001.0 seconds): \
    /// a repeating timer never runs out. Cancel it first, advance by a fixed duration with \
    /// advance(by:), or pass a larger maxSteps.
    /// ```
    public var description: String {
        switch self {
        case let .sleepersRemainAfterMaxSteps(steps, sleepers, nextDeadline):
            let still = sleepers == 1 ? "1 still sleeps" : "\(sleepers) still sleep"
            return "ManualClock.run() woke \(steps) sleepers and \(still) (next deadline \(nextDeadline.offset)): "
                + "a repeating timer never runs out. Cancel it first, advance by a fixed duration with "
                + "advance(by:), or pass a larger maxSteps."
        }
    }
}
